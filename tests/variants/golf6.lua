-- 6-card Golf (rules/golf.md, G6-*). Every expected value below is worked
-- out by hand from the rules text.

-- "Worked scores, 6-card" (`row 1 / row 2`; column c is slots c and c+3), every row.
is(score_layout("golf6", "KH 5C 5D / 2S 5H 9C"), 12, "golf6-G6-5 (0-2) + 0 for the 5-pair + (5+9) = 12")
is(score_layout("golf6", "2H 2S AC / 2D JC QD"), 19, "golf6-G6-5 two twos in a column score 0: 0 + (-2+10) + (1+10) = 19")
is(score_layout("golf6", "3C 3D 3H / 4S 4C 10D"), 27, "golf6-G6-5 no column pairs: 7 + 7 + 13 = 27")
is(score_layout("golf6", "3C 3D 3H / 4S 4C 10D", { pairs = "anywhere" }), 13,
   "golf6 pairs=anywhere: two threes and the fours cancel, 3 + 10 = 13")
is(score_layout("golf6", "7C 7D KH / 7H 7S 4C", { four_equal_two_columns = -10 }), -6,
   "golf6 four_equal_two_columns=-10: two 7-pair columns -10, + (0+4) = -6")
is(score_layout("golf6", "2H 5C KD / 2S 5D QH", { negative_pairs_keep = "on" }), 6,
   "golf6 negative_pairs_keep=on: -4 + 0 + 10 = 6")

-- More of the values and options.
is(score_layout("golf6", "AS 10C JD / QS KC 3H"), 34, "golf6-G6-5 values: (1+10) + (10+0) + (10+3) = 34")
is(score_layout("golf6", "7C 7D KH / 7H 7S 4C"), 4, "golf6 four_equal_two_columns=0 (default): 0 + 0 + 4 = 4")
is(score_layout("golf6", "2H 5C KD / 2S 5D QH"), 10, "golf6 negative_pairs_keep=off: the two twos score 0, 0 + 0 + 10")
is(score_layout("golf6", "7C 3D KH / 4H 7S 4C"), 25, "golf6-G6-5 a diagonal pair does not cancel: 11 + 10 + 4 = 25")
is(score_layout("golf6", "X 2C 3D / X 2D 5C", { jokers = 2 }), 8,
   "golf6 jokers=2: two jokers in a column 0, two twos 0, 3+5 = 8")
is(score_layout("golf6", "X 2C 3D / AS 2D 5C", { jokers = 2 }), 7,
   "golf6 jokers=2: a joker -2 and twos +2: (-2+1) + 0 + 8 = 7")
is(score_layout("golf6", "X 2C 3D / AS 4D 5C", { jokers = 2, joker_value = -5 }), 10,
   "golf6 joker_value=-5, twos +2: (-5+1) + (2+4) + (3+5) = 10")
is(score_layout("golf6", "X 2C 3D / X 2D 5C", { jokers = 2, negative_pairs_keep = "on" }), 4,
   "golf6 negative_pairs_keep with jokers: -4 + 0 (twos are +2, not negative) + 8 = 4")
is(score_layout("golf6", "JS JD 3C / 4C 5C 6C", { one_eyed_jacks = 0 }), 28, "golf6 one_eyed_jacks=0: (0+4) + (10+5) + (3+6) = 28")
is(score_layout("golf6", "JS JD 3C / 4C 5C 6C"), 38, "golf6 one_eyed_jacks=10 (default): 14 + 15 + 9 = 38")

-- G6-1 decks: one deck for 2-4 players, two from 5 players, three from 9.
is(game { variant = "golf6", players = 2, seed = 1 }:stock_count(), 39, "golf6-G6-1 2 players: 52 - 12 - 1 = 39")
is(game { variant = "golf6", players = 5, seed = 1 }:stock_count(), 73, "golf6-G6-1 decks=auto, 5 players: 104 - 30 - 1 = 73")
is(game { variant = "golf6", players = 2, seed = 1, rules = { decks = 2 } }:stock_count(), 91,
   "golf6-G6-1 decks=2 forced: 104 - 12 - 1 = 91")
is(game { variant = "golf6", players = 8, seed = 1 }:stock_count(), 55, "golf6-G6-1 decks=auto, 8 players: 104 - 48 - 1 = 55")
is(game { variant = "golf6", players = 9, seed = 1 }:stock_count(), 101, "golf6-G6-1 decks=auto, 9 players: 156 - 54 - 1 = 101")
is(game { variant = "golf6", players = 16, seed = 1 }:stock_count(), 59, "golf6-G6-1 decks=auto, 16 players: 156 - 96 - 1 = 59")
do
  local ok9, err = pcall(game, { variant = "golf6", players = 9, seed = 1, rules = { decks = 1 } })
  ok(not ok9 and tostring(err):find("the deck holds 52 cards, too few to deal 6 to each of 9 seats and turn one up (55)", 1, true),
     "golf6-G6-1 decks=1 forced at 9 players: 52 cards cannot deal 9 x 6 and the up-card, 55")
end

local lib = require "testlib"   -- lib.deal: the deck that deals given layouts (G-2)

local deck = lib.deal({ "AS 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H" }, "7C KC KD 9C 9D QC QD 10C 10D 8C")
local function start(rules)
  rules = rules or {}
  rules.holes = 1
  local t = game { variant = "golf6", players = 2, deck = deck, rules = rules }
  -- G6-2: the start flips, in seat order from the seat after the dealer.
  is(t:actor(), 2, "golf6-G6-2 seat 2 flips first")
  is(table.concat(t:legal(), ","), "flip 1,flip 2,flip 3,flip 4,flip 5,flip 6", "golf6-G6-2 any face-down card may be flipped")
  t:act("flip 1")
  is(table.concat(t:legal(), ","), "flip 2,flip 3,flip 4,flip 5,flip 6", "golf6-G6-2 a face-up card is not offered again")
  t:act("flip 2")
  is(t:actor(), 1, "golf6-G6-2 then seat 1, the dealer")
  t:act("flip 1"); t:act("flip 2")
  return t
end

local t = start()
like(t:view(2), "seat 1 layout: AS 2S ## / ## ## ##", "golf6-G6-2 the flipped cards are face up for all")
like(t:view(1), "seat 2 layout: AH 2H ## / ## ## ##", "golf6-G6-2 seat 2's flips are seen by seat 1")
is(t:phase(), "draw", "golf6 after the flips, play begins")
is(t:actor(), 2, "golf6 the seat after the dealer plays first")
ok(not table.concat(t:legal(), ","):find("knock"), "golf6-G6-3 there is no knocking")
t:act("draw stock")                        -- seat 2: KC
t:act("swap 3")
is(t:discard_top(), "3H", "golf6-G6-3 the replaced card goes face up on the discards")
like(t:view(1), "seat 2 layout: AH 2H KC / ## ## ##", "golf6-G6-3 the placed card goes face up")
t:act("draw stock"); t:act("swap 3")       -- seat 1: KD
t:act("draw stock"); t:act("swap 4")       -- seat 2: 9C
t:act("draw stock"); t:act("swap 4")       -- seat 1: 9D
t:act("draw stock"); t:act("swap 5")       -- seat 2: QC
t:act("draw stock"); t:act("swap 5")       -- seat 1: QD
ok(not t:over(), "golf6-G6-4 five cards up: the hole goes on")
t:act("draw stock"); t:act("swap 6")       -- seat 2: 10C, all six face up
ok(t:over(), "golf6-G6-4 final_turns=off: the hole ends as soon as a layout is all face up")
-- Seat 2: AH 2H KC / 9C QC 10C = (1+9) + (-2+10) + (0+10) = 28.
-- Seat 1: AS 2S KD / 9D QD 6S = (1+9) + (-2+10) + (0+6) = 24.
is(t:score(2), 28, "golf6-G6-5 seat 2 scores 10 + 8 + 10 = 28")
is(t:score(1), 24, "golf6-G6-5 seat 1 scores 10 + 8 + 6 = 24")

-- final_turns = on: seat 1 has one more turn (draws 10D into slot 6), then the hole ends.
t = start { final_turns = "on" }
for _, slot in ipairs { 3, 3, 4, 4, 5, 5, 6 } do t:act("draw stock"); t:act("swap " .. slot) end
ok(not t:over() and t:actor() == 1, "golf6-G6-4 final_turns=on: seat 1 has one more turn")
t:act("draw stock"); t:act("swap 6")
ok(t:over(), "golf6-G6-4 final_turns=on: then the hole ends")
is(t:score(1), 28, "golf6-G6-5 seat 1: AS 2S KD / 9D QD 10D = 10 + 8 + 10 = 28")
is(t:score(2), 28, "golf6-G6-5 seat 2 is unchanged: 28")

-- G-4 holds in golf6 too: a card drawn from the discard pile must be placed.
t = start()
t:act("draw discard")
is(table.concat(t:legal(), ","), "swap 1,swap 2,swap 3,swap 4,swap 5,swap 6", "golf6-G-4 a discard draw must be placed")

-- Random play keeps every card accounted for and ends.
for i = 1, 200 do
  local r = game { variant = "golf6", players = 2 + i % 3, seed = i, rules = { holes = 1 } }
  local steps = 0
  while not r:over() and steps < 2000 do r:random_move(); steps = steps + 1 end
  if not r:over() or not r:check() then ok(false, "golf6 random game " .. i .. " did not end cleanly") end
end
ok(true, "golf6 200 random holes end with every card accounted for")

done()
