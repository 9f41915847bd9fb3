-- 4-card Golf scoring and knock options (rules/golf.md, "Options of 4-card
-- Golf", "Worked scores, 4-card" and the knocker examples).
-- Every expected value below is worked out by hand from the rules text.

-- "Worked scores, 4-card" (layout "far row / near row"), every row.
is(score_layout("golf4", "AS 10H / KD QC"), 21, "golf4-G4-5 default: 1+10+0+10 = 21")
is(score_layout("golf4", "KS KH / 2C 3D"), 5, "golf4-G4-5 default: kings 0, 0+0+2+3 = 5")
is(score_layout("golf4", "7H 7S / 3C KD", { pairs = "anywhere" }), 3, "golf4 pairs=anywhere: the sevens cancel, 3+0 = 3")
is(score_layout("golf4", "7H 7S / 7C 2D", { pairs = "anywhere" }), 9, "golf4 pairs=anywhere: of three sevens two cancel, 7+2 = 9")
is(score_layout("golf4", "5H 5S / 5C 5D", { pairs = "anywhere" }), 0, "golf4 pairs=anywhere: four equal score 0")
is(score_layout("golf4", "7H 2S / 3C 7D", { pairs = "line" }), 19, "golf4 pairs=line: a diagonal pair does not cancel, 7+2+3+7 = 19")
is(score_layout("golf4", "QH 2S / AC KD", { queen = 12 }), 15, "golf4 queen=12: 12+2+1+0 = 15")
is(score_layout("golf4", "JH QS / KC AD", { jqk_0_12_13 = "on" }), 26, "golf4 jqk_0_12_13=on: 0+12+13+1 = 26")
is(score_layout("golf4", "X 3C / KD AH", { jokers = 2 }), -1, "golf4 jokers=2: -5+3+0+1 = -1")

-- More of each option.
is(score_layout("golf4", "7H 7S / 3C KD"), 17, "golf4 pairs=none (default): 7+7+3+0 = 17")
is(score_layout("golf4", "7H 3S / 7C KD", { pairs = "line" }), 3, "golf4 pairs=line: a column pair cancels, 3+0 = 3")
is(score_layout("golf4", "7H 7S / 3C KD", { pairs = "line" }), 3, "golf4 pairs=line: a row pair cancels, 3+0 = 3")
is(score_layout("golf4", "7H 7S / 7C 7D", { pairs = "line" }), 0, "golf4 pairs=line: four equal make two line pairs, 0")
is(score_layout("golf4", "7H 7S / 7C 2D", { pairs = "line" }), 9, "golf4 pairs=line: of three sevens two cancel, 7+2 = 9")
is(score_layout("golf4", "QH 2S / AC KD", { queen = 13 }), 16, "golf4 queen=13: 13+2+1+0 = 16")
is(score_layout("golf4", "QH 2S / AC KD", { queen = 20 }), 23, "golf4 queen=20: 20+2+1+0 = 23")
is(score_layout("golf4", "QS QH / 8C 3D", { black_queen_40 = "on" }), 53, "golf4 black_queen_40: QS 40 + QH 10 + 8 is 0 + 3 = 53")
is(score_layout("golf4", "QC QD / 8H AS", { black_queen_40 = "on" }), 51, "golf4 black_queen_40: QC 40 + QD 10 + 0 + 1 = 51")
is(score_layout("golf4", "JS 2S / 3C KD", { jacks = 0 }), 5, "golf4 jacks=0: 0+2+3+0 = 5")
is(score_layout("golf4", "JS 2S / 3C KD", { jacks = "20_skip" }), 25, "golf4 jacks=20_skip: a jack scores 20, 20+2+3+0 = 25")
is(score_layout("golf4", "JH QS / KC AD", { jqk_0_12_13 = "on", queen = 20 }), 34,
   "golf4 a non-default queen wins over jqk_0_12_13: 0+20+13+1 = 34")
is(score_layout("golf4", "AS AS / KD QC", { decks = 2 }), 12, "golf4 decks=2: two AS are allowed, 1+1+0+10 = 12")
local s, msg = score_layout("golf4", "X 3C / KD AH")
ok(s == nil and msg:find("golf4 has no joker in its pack"), "golf4 jokers=0: no joker in the deck: " .. tostring(msg))

-- one_eyed_jacks_wild: JS and JH pair with any card; with pairs=none it counts as anywhere.
is(score_layout("golf4", "JS 9H / 4C 2D", { one_eyed_jacks_wild = "on" }), 6,
   "golf4 one_eyed_jacks_wild: JS pairs with 9H (pairs=none as anywhere), 4+2 = 6")
is(score_layout("golf4", "JH 9H / 4C 2D", { one_eyed_jacks_wild = "on" }), 6, "golf4 one_eyed_jacks_wild: JH is wild too, 6")
is(score_layout("golf4", "JD 9H / 4C 2D", { one_eyed_jacks_wild = "on" }), 25, "golf4 one_eyed_jacks_wild: JD is not wild, 10+9+4+2 = 25")
is(score_layout("golf4", "JS 9H / 4C 2D"), 25, "golf4 one_eyed_jacks_wild off: 10+9+4+2 = 25")
is(score_layout("golf4", "JS 2H / 4C 9D", { one_eyed_jacks_wild = "on", pairs = "line" }), 11,
   "golf4 one_eyed_jacks_wild, pairs=line: JS may not pair with the diagonal 9D, best 4C: 2+9 = 11")
is(score_layout("golf4", "JH 7C / 7D 3S", { one_eyed_jacks_wild = "on", pairs = "anywhere" }), 0,
   "golf4 one_eyed_jacks_wild: the sevens cancel and JH pairs with 3S, 0")
-- A wild jack pairs with any card, the other wild jack included: the pairing
-- that lowers the score most is taken, so a higher card never lowers it.
is(score_layout("golf4", "JS JH / 3C 4D", { one_eyed_jacks_wild = "on" }), 0,
   "golf4 one_eyed_jacks_wild: JS with 3C and JH with 4D, not the two jacks together (3 + 4 = 7), 0")
is(score_layout("golf4", "JS JH / 3C 4D", { one_eyed_jacks_wild = "on", pairs = "line" }), 0,
   "golf4 one_eyed_jacks_wild, pairs=line: the two columns JS-3C and JH-4D, 0")
is(score_layout("golf4", "JS QH / JC 4D", { one_eyed_jacks_wild = "on", queen = "20" }), 14,
   "golf4 one_eyed_jacks_wild, queen=20: JS pairs with QH (20), not with JC (10): JC + 4D = 14")

-- Jokers with pairs: two equal ranks score 0 (the rule makes no exception for negative cards).
is(score_layout("golf4", "X X / 3C 4D", { jokers = 2, pairs = "anywhere" }), 7, "golf4 jokers + pairs: two jokers cancel, 3+4 = 7")
is(score_layout("golf4", "X X / 3C 4D", { jokers = 2 }), -3, "golf4 jokers, pairs=none: -5-5+3+4 = -3")

-- Decks: G4-1 decks and the jokers option change the pack.
is(game { variant = "golf4", players = 4, seed = 1, rules = { decks = 2 } }:stock_count(), 87,
   "golf4-G4-1 decks=2: 104 cards - 16 dealt - 1 turned up = 87")
is(game { variant = "golf4", players = 3, seed = 1, rules = { jokers = 2 } }:stock_count(), 41,
   "golf4 jokers=2: 54 cards - 12 dealt - 1 turned up = 41")

local lib = require "testlib"   -- lib.deal: the deck that deals given layouts (G-2)

-- Plays a hole where seat 1 knocks on its first turn and nobody changes
-- their layout: the others draw from the stock and discard.
local function knock_hole(n, layouts, rules)
  rules = rules or {}
  rules.holes = 1
  local t = game { variant = "golf4", players = n, deck = lib.deal(layouts), rules = rules }
  for _ = 2, n do t:act("draw stock"); t:act("discard") end
  t:act("knock")
  for _ = 2, n do t:act("draw stock"); t:act("discard") end
  return t
end

-- Knocker examples, 3 players, seat 1 knocked; hole scores 8 / 5 / 12.
-- Seat 1: AS 2S 5S KS = 1+2+5+0 = 8; seat 2: AH 2H 2D KH = 1+2+2+0 = 5; seat 3: 3H 9D KC KD = 12.
local A = { "AS 2S 5S KS", "AH 2H 2D KH", "3H 9D KC KD" }
local t = knock_hole(3, A)
ok(t:over() and t:caller() == 1, "golf4-G4-4 the deck deals the layouts and seat 1's knock ends the hole")
is(t:face(1, 1) .. " " .. t:face(2, 3) .. " " .. t:face(3, 4), "AS 2D KD", "the helper deck deals card k of a seat to slot k")
is(t:score(1) .. "/" .. t:score(2) .. "/" .. t:score(3), "8/5/12", "golf4 no knock options: 8 / 5 / 12")
t = knock_hole(3, A, { knock_penalty = "plus10" })
is(t:score(1) .. "/" .. t:score(2) .. "/" .. t:score(3), "18/5/12", "golf4 knock_penalty=plus10: the knocker not lowest, 8+10 = 18")
t = knock_hole(3, A, { knock_penalty = "double_plus5" })
is(t:score(1), 21, "golf4 knock_penalty=double_plus5: 8x2+5 = 21")
t = knock_hole(3, A, { knock_penalty = "highest" })
is(t:score(1), 12, "golf4 knock_penalty=highest: the hole's highest score, 12")
t = knock_hole(3, A, { knock_bonus = "zero" })
is(t:score(1), 8, "golf4 knock_bonus=zero: not lowest, no bonus and no penalty: 8")
t = knock_hole(3, A, { knock_bonus = "minus_players" })
is(t:score(1), 16, "golf4 knock_bonus=minus_players: not lowest, doubled, 16")
t = knock_hole(3, A, { knock_bonus = "minus_players", knock_penalty = "plus10" })
is(t:score(1), 16, "golf4 minus_players defines both sides on its own: doubled, not +10, 16")

-- 4 players, the knocker lowest with 3: seat 1 AS 2S KS KH = 3; the others higher
-- (5S 6S 7S 8S = 26, 4H 5H 6H 7H = 22, 9D 10D 4D 3D = 26).
local B = { "AS 2S KS KH", "5S 6S 7S 8S", "4H 5H 6H 7H", "9D 10D 4D 3D" }
t = knock_hole(4, B, { knock_bonus = "minus_players" })
is(t:score(1) .. "/" .. t:score(2) .. "/" .. t:score(3) .. "/" .. t:score(4), "-1/26/22/26",
   "golf4 knock_bonus=minus_players: lowest knocker 3-4 = -1, the others unchanged")
t = knock_hole(4, B, { knock_bonus = "zero" })
is(t:score(1), 0, "golf4 knock_bonus=zero: the lowest knocker scores 0")
t = knock_hole(4, B, { knock_penalty = "plus10" })
is(t:score(1), 3, "golf4 knock_penalty=plus10: a lowest knocker has no penalty, 3")
-- Not lowest: seat 2 has AD AC KD KC = 2 < 3.
local B2 = { "AS 2S KS KH", "AD AC KD KC", "4H 5H 6H 7H", "9D 10D 4D 3D" }
t = knock_hole(4, B2, { knock_bonus = "minus_players" })
is(t:score(1), 6, "golf4 knock_bonus=minus_players: the knocker not lowest with 3 is doubled, 6")
is(t:score(2), 2, "golf4 knock_bonus: other seats keep their score, 2")

-- Ties, 3 players, 5 / 5 / 12: seat 1 AS 4S KS KH = 5, seat 2 AH 4H KD KC = 5, seat 3 AD 2D 4D 5D = 12.
local C = { "AS 4S KS KH", "AH 4H KD KC", "AD 2D 4D 5D" }
t = knock_hole(3, C, { knock_penalty = "plus10" })
is(t:score(1), 5, "golf4 knock_tie=lowest (default): a tie for lowest has no penalty, 5")
t = knock_hole(3, C, { knock_penalty = "plus10", knock_tie = "not_lowest" })
is(t:score(1), 15, "golf4 knock_tie=not_lowest with plus10: 5+10 = 15")
t = knock_hole(3, C, { knock_bonus = "zero" })
is(t:score(1), 0, "golf4 knock_tie=lowest: a tied knocker gets the bonus, 0")
t = knock_hole(3, C, { knock_bonus = "zero", knock_tie = "not_lowest" })
is(t:score(1), 5, "golf4 knock_tie=not_lowest: a tied knocker gets no bonus, 5")

-- A hole without a knock is not adjusted (G-8 stock_out = end, 2 players: 43 stock cards).
local w = game { variant = "golf4", players = 2, deck = lib.deal({ "AS 2S 5S KS", "AH 2H 2D KH" }),
                 rules = { holes = 1, knock_penalty = "plus10", knock_bonus = "zero" } }
for _ = 1, 43 do w:act("draw stock"); w:act("discard") end
ok(w:over() and w:caller() == nil, "golf4-G-8 the hole ends with the stock, nobody knocked")
is(w:score(1) .. "/" .. w:score(2), "8/5", "golf4 knock options change nothing without a knock: 8 / 5")

-- jacks = 20_skip: a jack going onto the discard pile makes the next player lose their turn.
-- 3 players; seat 1 holds JH in slot 1; the turn-up card is 3C, then the stock: JS, 4C, 5C, 6C ...
local J = { "JH 2S 5S KS", "AH 2H 2D KH", "3H 9D KC KD" }
local jdeck = lib.deal(J, "3C JS 4C 5C 6C 7C 8C")
t = game { variant = "golf4", players = 3, deck = jdeck, rules = { holes = 1, jacks = "20_skip" } }
is(t:discard_top(), "3C", "jack deck: 3C is turned up")
t:act("draw stock")                        -- seat 2 draws JS
t:act("discard")
is(t:actor(), 1, "golf4 jacks=20_skip: seat 2 discards a jack, seat 3 loses its turn")
t:act("draw stock")                        -- seat 1 draws 4C and swaps out its JH
t:act("swap 1")
is(t:discard_top(), "JH", "golf4 jacks=20_skip: the swapped-out jack is on the discard pile")
is(t:actor(), 3, "golf4 jacks=20_skip: a jack swapped onto the discards skips seat 2 too")
t:act("draw stock")                        -- seat 3 draws 5C, no jack
t:act("discard")
is(t:actor(), 1, "golf4 jacks=20_skip: a non-jack discard skips nobody")
is(t:turns(3), 1, "golf4 jacks=20_skip: seat 3 played one turn, its lost turn was not played")
t = game { variant = "golf4", players = 3, deck = jdeck, rules = { holes = 1 } }
t:act("draw stock"); t:act("discard")
is(t:actor(), 3, "golf4 jacks=10 (default): a discarded jack skips nobody")
t = game { variant = "golf4", players = 3, deck = jdeck, rules = { holes = 1, jacks = 0 } }
t:act("draw stock"); t:act("discard")
is(t:actor(), 3, "golf4 jacks=0: a discarded jack skips nobody")

-- A lost turn counts as a final turn (the hole still ends): seat 1 knocks, seat 2 discards
-- a jack, seat 3's final turn is lost and the hole ends.
local J2 = { "AS 2S 5S KS", "AH 2H 2D KH", "3H 9D KC KD" }
t = game { variant = "golf4", players = 3, deck = lib.deal(J2, "3C 4C 5C JS 6C"),
           rules = { holes = 1, jacks = "20_skip" } }
t:act("draw stock"); t:act("discard")      -- seat 2: 4C
t:act("draw stock"); t:act("discard")      -- seat 3: 5C
t:act("knock")                             -- seat 1
t:act("draw stock"); t:act("discard")      -- seat 2: JS, seat 3 loses its final turn
ok(t:over(), "golf4 jacks=20_skip: after a knock a lost final turn ends the hole")
is(t:score(3), 12, "golf4 seat 3's layout scores 3+9+0+0 = 12")

-- Random play with many options at once: every card stays accounted for and every hole ends.
local bad = 0
for i = 1, 300 do
  local r = game { variant = "golf4", players = 2 + i % 7, seed = i,
                   rules = { holes = 1, jacks = "20_skip", jokers = 2, decks = 1 + i % 2, pairs = "line",
                             one_eyed_jacks_wild = "on", knock_penalty = "highest", knock_bonus = "zero" } }
  local n = 0
  while not r:over() and n < 1000 do r:random_move(); n = n + 1 end
  if not (r:over() and r:check()) then bad = bad + 1 end
end
is(bad, 0, "golf4 300 random holes with many options end with every card accounted for")

done()
