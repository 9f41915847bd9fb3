-- Cambio (rules/power-golf.md, CAM-* on PW-*). Expected values are worked
-- out from the rules text; each test names the rule it checks.
local power = require "power"
local lib = require "testlib"
local has = lib.has
local deal = lib.dealer { jokers = 2 }                  -- 52 cards and 2 jokers

-- ---- CAM-D4 values, CAM-S1 round scores (worked examples) --------------
is(score_layout("cambio", "AS 4H / 10C 2D"), 17, "CAM-X1 seat 1 AS 4H 10C 2D = 17")
is(score_layout("cambio", "KH X / 3S 3D"), 26, "CAM-X1 seat 2 KH X 3S 3D = 10+10+3+3 = 26")
is(score_layout("cambio", "5C 6C / AD 2H"), 14, "CAM-X1 seat 3 5C 6C AD 2H = 14")
local r = power.rules.none({ 17, 26, 14 })
is(r[1] .. " " .. r[2] .. " " .. r[3], "17 26 14", "CAM-S1 round scores equal the values (CAM-X1)")
local over, win = power.match_result({ 17, 26, 14 }, { round = 1, holes = 1, match_tie = "share" })
ok(over and #win == 1 and win[1] == 3, "CAM-X5 with holes = 1 CAM-X1 alone decides: seat 3 wins")
is(score_layout("cambio", "QS 2C / 3H 4D"), 19, "CAM-X2 QS 2C 3H 4D = 19")
is(score_layout("cambio", "9S AC / 5D 4H"), 19, "CAM-X2 9S AC 5D 4H = 19 (a shared round)")
is(score_layout("cambio", "JC QD / KS X"), 40, "CAM-X3 JC QD KS X = 40")
is(score_layout("cambio", "AH AC / AD AS"), 4, "CAM-X3 four aces = 4")
is(score_layout("cambio", "10H 9H / 8H 7H"), 34, "CAM-X3 10H 9H 8H 7H = 34")
is(score_layout("cambio", "2S 3S / 4S X"), 19, "CAM-X3 2S 3S 4S X = 2+3+4+10 = 19")
is(score_layout("cambio", "X X / KD KC"), 40, "CAM-X4 both jokers and two kings = 40")
is(score_layout("cambio", "AH 2H / 3H 4H"), 10, "CAM-X4 AH 2H 3H 4H = 10")
over, win = power.match_result({ 61, 58, 58 }, { round = 9, holes = 9, match_tie = "share" })
ok(over and #win == 2 and win[1] == 2 and win[2] == 3, "CAM-X5 totals 61 58 58 after hole 9: seats 2 and 3 share")

-- ---- a real game: deal, holes = 1, match end (CAM-S2) -------------------
local t = game { variant = "cambio", players = 2, deck = deal({ "AS 5S 7H 8S", "4C 9D KH 2S" }, "10C", "2D QD 3D X KD") }
is(t:stock_count(), 54 - 9, "CAM-D1 54 cards: 8 dealt, 1 up, 45 in the stock")
is(t:discard_top(), "10C", "CAM-D2 the up-card starts the discard pile")
like(t:view(2), "seat 2 layout: ## ## / %[KH%] %[2S%]", "CAM-D3 seat 2 knows slots 3 and 4")
ok(not has(table.concat(t:legal(), ","), "knock"), "CAM-T2 there is no call: knock is not legal")
local okk = t:try("knock")
ok(not okk, "CAM-T2 'knock' is refused")

-- ---- CAM-X6: powers and knowledge -----------------------------------------
t:act("draw stock"); t:act("discard")                    -- seat 2: 2D
t:act("draw stock")                                      -- seat 1: QD
ok(not has(table.concat(t:legal(), ","), "power peek 1,"), "CAM-P2 a Q may not look at an own card")
t:act("power peek 2.1")
like(t:view(1), "seat 2 layout: %[4C%] ## / ## ##", "CAM-P2 seat 1 sees 4C in 2.1")
like(t:view(2), "seat 2 layout: ## ## / %[KH%] %[2S%]", "CAM-P2 the owner does not learn it")
t:act("draw stock"); t:act("discard")                    -- seat 2: 3D
t:act("draw stock")                                      -- seat 1: X
ok(has(table.concat(t:legal(), ","), "power shuffle 2"), "CAM-P4 the joker may shuffle seat 2")
ok(not has(table.concat(t:legal(), ","), "power shuffle 1"), "CAM-P4 only an opponent's layout")
t:act("power shuffle 2")
for s = 1, 2 do
  like(t:view(s), "seat 2 layout: ## ## / ## ##", "CAM-P4 after the shuffle seat " .. s .. " knows none of seat 2's cards")
end
local after = {}
for k = 1, 4 do after[#after + 1] = t:face(2, k) end
table.sort(after)
is(table.concat(after, " "), "2S 4C 9D KH", "CAM-P4 the same four cards, permuted")
is(t:discard_top(), "X", "CAM-X6 the joker lies face up on the discard pile")
t:act("draw stock")                                      -- seat 2: KD
local moved = t:face(2, 4)
ok(not has(table.concat(t:legal(), ","), "power swap 1 2,"), "CAM-P3 the K may not exchange two own cards")
t:act("power swap 4 1.3")
is(t:face(2, 4), "7H", "CAM-X6 7H is now in 2.4")
is(t:face(1, 3), moved, "CAM-X6 seat 2's old slot-4 card is in 1.3")
like(t:view(1), "seat 2 layout: ## ## / ## %[7H%]", "CAM-X6 seat 1 still knows 7H, now in 2.4")
like(t:view(1), "seat 1 layout: ## ## / ## %[8S%]", "CAM-X6 nobody knows 1.3 (seat 1's view)")
like(t:view(2), "seat 1 layout: ## ## / ## ##", "CAM-X6 nobody knows 1.3 (seat 2's view)")
like(t:view(2), "seat 2 layout: ## ## / ## ##", "CAM-X6 seat 2 does not learn 7H")

-- CAM-P1: a J looks at an own card only.
local j = game { variant = "cambio", players = 2, deck = deal({ "AS 5S 7H 8S", "4C 9D KH 2S" }, "10C", "JD") }
j:act("draw stock")
ok(not has(table.concat(j:legal(), ","), "power peek 1."), "CAM-P1 a J may not look at an opponent's card")
j:act("power peek 1")
like(j:view(2), "seat 2 layout: %[4C%] ## / %[KH%] %[2S%]", "CAM-P1 seat 2 sees its 4C")
ok(not has(j:view(1), "4C"), "CAM-P1 seat 1 does not")

-- ---- CAM-E1: the stock running out ----------------------------------------
local w = game { variant = "cambio", players = 2, seed = 9 }
for _ = 1, 44 do w:act("draw stock"); w:act("discard") end
ok(not w:over(), "CAM-E1 with one stock card left play goes on")
w:act("draw stock"); w:act("discard")
ok(w:over(), "CAM-E1 stock_out = end: the turn that drew the last card ends the round (holes = 1)")
-- full_circle, 3 players: 54 - 12 - 1 = 41 stock cards; turns go 2 3 1 2 3 1
-- ..., so the 41st (41 = 3 x 13 + 2) is seat 3's; then the dealer, seat 1,
-- has its turn from the discard pile.
local f = game { variant = "cambio", players = 3, seed = 9, rules = { stock_out = "full_circle" } }
for _ = 1, 41 do f:act("draw stock"); f:act("discard") end
ok(not f:over(), "CAM-E1 full_circle: play goes on after the last stock card")
is(f:actor(), 1, "CAM-E1 the dealer plays")
is(table.concat(f:legal(), ","), "draw discard", "CAM-E1 only draw discard in the extra turns")
f:act("draw discard")
ok(not has(table.concat(f:legal(), ","), "discard"), "CAM-E1 the card must be swapped in")
f:act("swap 1")
ok(f:over(), "CAM-E1 the round ends when the dealer has played")
-- 2 players: 45 stock cards, the 45th turn is seat 2's; the dealer (1) follows.
local f2 = game { variant = "cambio", players = 2, seed = 3, rules = { stock_out = "full_circle" } }
for _ = 1, 44 do f2:act("draw stock"); f2:act("discard") end
is(f2:actor(), 2, "CAM-E1 seat 2 draws the 45th and last card")
f2:act("draw stock"); f2:act("discard")
ok(not f2:over(), "CAM-E1 seat 2 drew the last card: the dealer still plays")
f2:act("draw discard"); f2:act("swap 2")
ok(f2:over(), "CAM-E1 then the round ends")

local eight = game { variant = "cambio", players = 8, seed = 1 }
is(eight:stock_count(), 108 - 32 - 1, "CAM-D1 8 players: two packs and four jokers (108 cards)")
local six = game { variant = "cambio", players = 6, seed = 1, rules = { decks = 2 } }
is(six:stock_count(), 108 - 24 - 1, "PW-2 decks = 2: two packs with their jokers")

-- ---- 300 random games ----------------------------------------------------
local failures = lib.random_rounds { variant = "cambio", n = 300, stride = 31, bound = 5000, rules = function(i)
  local rules = {}
  if i % 2 == 0 then rules.stock_out = "full_circle" end
  if i % 5 == 0 then rules.decks = 2 end
  return rules
end }
is(failures, 0, "300 random cambio rounds keep every card in one place and end")
done()
