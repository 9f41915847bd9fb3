-- 6-card Golf options (rules/golf.md, G6-2 and "Options of 6-card Golf"):
-- start_flips, rearrange, flip_turn, flip_on_discard, go_out, six_equal,
-- square_block, joker_columns. Every expected value is worked out by hand.

-- Scoring options (`row 1 / row 2`; column c is slots c and c+3).
is(score_layout("golf6", "7C 7D 7H / 7S 7C 7D", { decks = 2, six_equal = -20 }), -20,
   "golf6 six_equal=-20: three 7-pair columns, six equal = -20")
is(score_layout("golf6", "7C 7D 7H / 7S 7C 7D", { decks = 2 }), 0, "golf6 six_equal=0 (default): 0 + 0 + 0 = 0")
is(score_layout("golf6", "7C 7D KH / 7H 7S 4C", { square_block = -20 }), -16,
   "golf6 square_block=-20: 7s in columns 1-2 form a square -20, + (0+4) = -16")
is(score_layout("golf6", "7C KH 7D / 7H 4C 7S", { square_block = -20 }), 4,
   "golf6 square_block=-20: pair columns 1 and 3 are not side by side, 0 + (0+4) + 0 = 4")
is(score_layout("golf6", "7C 7D 7H / 7S 7C 7D", { decks = 2, square_block = -20 }), -40,
   "golf6 square_block=-20, two decks: six equal are two overlapping squares, 2 x -20 = -40")
is(score_layout("golf6", "7C 7D 7H / 7S 7C 7D", { decks = 2, square_block = -20, six_equal = -30 }), -30,
   "golf6 six_equal=-30 wins over the squares: -30")
is(score_layout("golf6", "7C 7D KH / 7H 7S 4C", { square_block = -20, four_equal_two_columns = -10 }), -16,
   "golf6 a square replaces four_equal_two_columns for its rank: -20 + 4 = -16")
is(score_layout("golf6", "X X 5C / X X 5D", { decks = 2, jokers = 2, joker_columns = -20 }), -20,
   "golf6 joker_columns=-20: two joker-pair columns -20, the 5-pair 0: -20")
is(score_layout("golf6", "X X 5C / X X 5D", { decks = 2, jokers = 2 }), 0,
   "golf6 joker_columns=0 (default): 0 + 0 + 0 = 0")
is(score_layout("golf6", "X 7C 5C / X 7D 5D", { decks = 2, jokers = 2, joker_columns = -20 }), 0,
   "golf6 joker_columns needs two joker columns: 0 + 0 + 0 = 0")

local lib = require "testlib"   -- lib.deal: the deck that deals given layouts (G-2)
local deck = lib.deal({ "AS 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H" }, "7C KC KD 9C 9D QC QD 10C 10D 8C")
local function new(rules)
  rules.holes = 1
  return game { variant = "golf6", players = 2, deck = deck, rules = rules }
end
local function legal(t) return table.concat(t:legal(), ",") end

-- start_flips (G6-2).
local t = new { start_flips = "same_column" }
t:act("flip 2")
is(legal(t), "flip 5", "golf6 start_flips=same_column: after slot 2 only slot 5 (column 2)")
t = new { start_flips = "different_columns" }
t:act("flip 2")
is(legal(t), "flip 1,flip 3,flip 4,flip 6", "golf6 start_flips=different_columns: not column 2 again")
t = new { start_flips = "middle_and_outer" }
is(legal(t), "flip 1,flip 2,flip 3,flip 4,flip 5,flip 6", "golf6 start_flips=middle_and_outer: in 2 x 3 every column is middle or outer")
t:act("flip 5")
is(legal(t), "flip 1,flip 3,flip 4,flip 6", "golf6 middle_and_outer: after a middle card, an outer one")
t = new { start_flips = "middle_and_outer" }
t:act("flip 1")
is(legal(t), "flip 2,flip 5", "golf6 middle_and_outer: after an outer card, a middle one")
t = new { start_flips = "none_look_near_row" }
is(t:phase(), "draw", "golf6 start_flips=none_look_near_row: nothing turned up, play begins")
like(t:view(2), "seat 2 layout: ## ## ## / %[4H%] %[5H%] %[6H%]", "golf6 none_look_near_row: seat 2 has seen slots 4-6")
like(t:view(1), "seat 2 layout: ## ## ## / ## ## ##", "golf6 none_look_near_row: seat 1 has not seen them")

-- rearrange (G6-2): after the flips, `arrange P1..P6`, slot k takes the card of slot Pk.
t = new { rearrange = "on" }
t:act("flip 1"); t:act("flip 2")
local l = t:legal()
is(#l, 720, "golf6 rearrange=on: every permutation of 6 slots is offered, 6! = 720")
is(l[1], "arrange 1 2 3 4 5 6", "golf6 rearrange: keeping the layout is one of them")
t:act("arrange 4 5 6 1 2 3")
is(t:face(2, 4) .. " " .. t:face(2, 5) .. " " .. t:face(2, 1), "AH 2H 4H", "golf6 rearrange: the rows swapped (AH 2H now in 4, 5)")
like(t:view(1), "seat 2 layout: ## ## ## / AH 2H ##", "golf6 rearrange: the face-up cards stay face up in their new slots")
is(t:actor(), 1, "golf6 rearrange: then seat 1 flips")
t:act("flip 3"); t:act("flip 6")
ok(not t:try("flip 1"), "golf6 rearrange: no third flip")
t:act("arrange 1 2 3 4 5 6")
is(t:phase() .. " " .. t:actor(), "draw 2", "golf6 rearrange: after both seats, play begins with seat 2")
ok(t:check(), "golf6 rearrange: every card accounted for")

-- flip_turn: the whole turn is turning one face-down card up.
local function flipped(rules)
  local g = new(rules)
  g:act("flip 1"); g:act("flip 2"); g:act("flip 1"); g:act("flip 2")
  return g
end
t = flipped { flip_turn = "on" }
is(legal(t), "draw stock,draw discard,flip 3,flip 4,flip 5,flip 6", "golf6 flip_turn=on: flip offered instead of drawing")
t:act("flip 3")
is(t:actor(), 1, "golf6 flip_turn: the flip is the whole turn")
like(t:view(1), "seat 2 layout: AH 2H 3H / ## ## ##", "golf6 flip_turn: the card is face up")
t = flipped {}
ok(not legal(t):find("flip"), "golf6 flip_turn=off (default): no flip in the draw phase")

-- flip_on_discard: a discarded stock draw obliges a flip.
t = flipped { flip_on_discard = "on" }
t:act("draw stock"); t:act("discard")                       -- seat 2 discards KC
is(t:phase() .. " " .. t:actor(), "flip 2", "golf6 flip_on_discard=on: seat 2 must flip")
is(legal(t), "flip 3,flip 4,flip 5,flip 6", "golf6 flip_on_discard: any face-down card")
t:act("flip 4")
is(t:actor(), 1, "golf6 flip_on_discard: then the turn ends")
t = flipped {}
t:act("draw stock"); t:act("discard")
is(t:actor(), 1, "golf6 flip_on_discard=off: the discard ends the turn")
-- Seat 2 turns up 3 and 4, placed 5: one face-down card left, the flip is
-- not owed: seat 2 may leave slot 6 down (`pass`) or turn it (G8-4's rule).
local function one_down()
  local u = flipped { flip_on_discard = "on", flip_turn = "on" }
  u:act("flip 3"); u:act("draw stock"); u:act("swap 3")     -- seat 1 takes KC
  u:act("flip 4"); u:act("draw stock"); u:act("swap 4")     -- seat 1 takes KD
  u:act("draw stock"); u:act("swap 5")                      -- seat 2 places 9C, slot 6 left down
  u:act("draw stock"); u:act("swap 5")                      -- seat 1 places 9D
  u:act("draw stock"); u:act("discard")                     -- seat 2 discards QC
  return u
end
t = one_down()
is(t:phase() .. " " .. t:actor() .. ": " .. legal(t), "flip 2: flip 6,pass",
   "golf6 flip_on_discard, one card face down: seat 2 may flip it or pass")
t:act("pass")
is(t:actor() .. " " .. t:round(), "1 1", "golf6 flip_on_discard: the pass ends the turn, the hole goes on")
t = one_down()
t:act("flip 6")
ok(t:over(), "golf6 flip_on_discard: turning the last card up ends the hole (G6-4; holes=1)")

-- go_out: turn all face-down cards up, ending the hole.
t = flipped { go_out = "on" }
ok(legal(t):find("goout"), "golf6 go_out=on: goout is offered")
t:act("goout")
ok(t:over(), "golf6 go_out: the hole ends (final_turns=off)")
-- Seat 2: AH 2H 3H / 4H 5H 6H = 5 + 3 + 9 = 17; seat 1 the same in spades = 17.
is(t:score(2), 17, "golf6 go_out: seat 2 (1+4) + (-2+5) + (3+6) = 17")
t = flipped { go_out = "on", final_turns = "on" }
t:act("goout")
ok(not t:over() and t:actor() == 1, "golf6 go_out with final_turns=on: seat 1 has one more turn")
t = flipped {}
ok(not legal(t):find("goout"), "golf6 go_out=off (default): no goout")

-- Random play with the play options on ends cleanly.
for i = 1, 60 do
  local rules = { holes = 1, flip_turn = "on", flip_on_discard = "on", go_out = i % 2 == 0 and "on" or "off",
                  rearrange = i % 3 == 0 and "on" or "off", final_turns = i % 4 == 0 and "on" or "off",
                  start_flips = ({ "same_column", "different_columns", "middle_and_outer", "none_look_near_row" })[i % 4 + 1] }
  local r = game { variant = "golf6", players = 2 + i % 3, seed = i, rules = rules }
  local steps = 0
  while not r:over() and steps < 3000 do r:random_move(); steps = steps + 1 end
  if not r:over() or not r:check() then ok(false, "golf6 random game " .. i .. " did not end cleanly") end
end
ok(true, "golf6 60 random holes with the play options end with every card accounted for")

done()
