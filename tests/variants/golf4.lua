-- 4-card Golf with default options (rules/golf.md, G-* and G4-*).
-- Every expected value below is worked out from the rules text.

-- G4-5 worked scores ("far row / near row").
is(score_layout("golf4", "AS 10H / KD QC"), 21, "golf4-G4-5 A+10+K+Q = 1+10+0+10 = 21")
is(score_layout("golf4", "KS KH / 2C 3D"), 5, "golf4-G4-5 two kings score 0: 0+0+2+3 = 5")
is(score_layout("golf4", "JS 9D / 5C AH"), 25, "golf4-G4-5 J is 10: 10+9+5+1 = 25")

-- The calculator rejects what is not a golf4 layout.
local s, msg = score_layout("golf4", "AS 10H KD / QC")
ok(s == nil and msg:find("row 1 has 3 cards, expected 2"), "score: a row of three is rejected: " .. tostring(msg))
s, msg = score_layout("golf4", "AS 10H / KD")
ok(s == nil and msg:find("row 2 has 1 card, expected 2"), "score: three cards are rejected: " .. tostring(msg))
s, msg = score_layout("golf4", "AS AS / KD QC")
ok(s == nil and msg:find("AS is named twice: the pack holds it once"), "score: two AS from one deck are rejected: " .. tostring(msg))
s, msg = score_layout("golf4", "AS ZZ / KD QC")
ok(s == nil and msg:find("bad card 'ZZ'"), "score: a bad card token is named: " .. tostring(msg))

-- A real-table deck (NOTATION "deck"): 3 players, seat 1 deals, so the
-- deal goes to seats 2, 3, 1, 2, 3, 1, ... and card k of a seat fills slot k (G-2).
local deck = "AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS " ..
             "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH " ..
             "AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD " ..
             "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"
local t = game { variant = "golf4", players = 3, deck = deck, rules = { holes = 1 } }
is(t:face(2, 1) .. " " .. t:face(2, 2) .. " " .. t:face(2, 3) .. " " .. t:face(2, 4), "AS 4S 7S 10S",
   "golf4-G-2 seat 2 gets cards 1, 4, 7, 10 of the deck in slots 1-4")
is(t:face(1, 1) .. " " .. t:face(1, 4), "3S QS", "golf4-G-2 the dealer gets cards 3 and 12")
is(t:discard_top(), "KS", "golf4-G-2 card 13 is turned up to start the discard pile")
is(t:stock_count(), 39, "golf4-G-2 the stock holds the other 39 cards")
is(t:actor(), 2, "golf4-G4-3 the seat after the dealer plays first")

-- G4-2 / G-7: each seat knows its two nearest cards and nothing else.
local v1 = t:view(1)
like(v1, "seat 1 layout: ## ## / %[9S%] %[QS%]", "golf4-G4-2 seat 1 sees its slots 3 and 4 as known")
like(v1, "seat 2 layout: ## ## / ## ##", "golf4-G-7 seat 1 sees none of seat 2's cards")
like(t:view(2, false), "seat 2 layout: ## ## / ## ##", "golf4 memory strict: known cards print ##")
ok(not v1:find("10S") and not v1:find("7S"), "golf4-G-7 seat 2's peeked cards are not in seat 1's view")

-- G-3: a stock draw is seen by the drawer only; its face never reaches another seat.
t:act("draw stock")                       -- seat 2 draws the top of the stock: AH (card 14)
like(t:view(2), "seat 2 held: AH", "golf4-G-3 the drawer sees its stock card")
like(t:view(2, false), "seat 2 held: AH", "golf4-G-3 the drawer sees it with memory=strict too")
like(t:view(1), "seat 2 held: ##", "golf4-G-3 another seat does not see it")
local ev1 = t:events(1)
local ev2 = t:events(2)
is(ev1[#ev1], "move ## stock 39 -> 2.held 1", "golf4-G-3 seat 1's event of the draw hides the face")
is(ev2[#ev2], "move AH stock 39 -> 2.held 1", "golf4-G-3 seat 2's event shows it")
for _, line in ipairs(t:events(3)) do
  if line:find("AH") then ok(false, "seat 3 saw AH in: " .. line) end
end

-- G-5, G-6: swapping puts the old card face up on the discards; the new one is known to its owner.
t:act("swap 1")
is(t:discard_top(), "AS", "golf4-G-6 the replaced card goes face up on the discard pile")
like(t:view(2), "seat 2 layout: %[AH%] ## / %[7S%] %[10S%]", "golf4-G4-3 the placed card is face down, known to its owner")
like(t:view(3), "seat 2 layout: ## ## / ## ##", "golf4-G-7 nobody else learns it")

-- G-4: a card drawn from the discard pile must go into the layout.
is(t:actor(), 3, "turn passes to seat 3")
t:act("draw discard")                     -- seat 3 takes AS, seen by all
local ok_, err = t:try("discard")
ok(not ok_ and err:find("not legal"), "golf4-G-4 a discard draw may not be discarded: " .. tostring(err))
is(table.concat(t:legal(), ","), "swap 1,swap 2,swap 3,swap 4", "golf4-G-4 only swaps are legal")
t:act("swap 2")
like(t:view(1), "seat 3 layout: ## %[AS%] / ## ##", "golf4-G-7 a discard-pile card placed face down is known to all")

-- G4-4: after a knock every other player has exactly one more turn, then the hole ends.
is(t:actor(), 1, "turn passes to seat 1")
t:act("knock")
is(t:caller(), 1, "golf4-G4-4 seat 1 knocked")
is(t:actor(), 2, "golf4-G4-4 seat 2 plays its final turn")
ok(not table.concat(t:legal(), ","):find("knock"), "golf4-G4-4 no knock during the final turns")
t:act("draw stock"); t:act("discard")
is(t:actor(), 3, "golf4-G4-4 then seat 3")
t:act("draw stock"); t:act("discard")
ok(t:over(), "golf4-G4-4 the hole ends after seat 3: the knocker does not play again")
is(t:turns(1), 1, "golf4-G4-4 the knocker plays no turn after its knock turn")

-- G-9: every layout is turned up and scored.
-- Seat 1: 3S 6S 9S QS = 3+6+9+10 = 28. Seat 2: AH 4S 7S 10S = 1+4+7+10 = 22.
-- Seat 3: 2S AS 8S JS = 2+1+8+10 = 21 (AS was swapped into slot 2, replacing 5S).
is(t:score(1), 28, "golf4-G-9 seat 1 scores 3+6+9+10")
is(t:score(2), 22, "golf4-G-9 seat 2 scores 1+4+7+10")
is(t:score(3), 21, "golf4-G-9 seat 3 scores 2+1+8+10")

-- Illegal and malformed input changes nothing.
local u = game { variant = "golf4", players = 2, seed = 5 }
local before = u:view(1)
ok_, err = u:try("swap 9")
ok(not ok_ and err:find("not legal"), "an illegal action is refused: " .. tostring(err))
ok_, err = u:try("fly away")
ok(not ok_ and err:find("unknown action 'fly'"), "an unknown word is refused: " .. tostring(err))
ok_, err = u:try("swap x")
ok(not ok_ and err:find("expected a slot number"), "a malformed argument is refused: " .. tostring(err))
is(u:view(1), before, "the game is unchanged after refused input")

-- G-8, stock_out = end (the golf4 default): 2 players, 52 - 8 - 1 = 43 stock cards.
-- The hole ends when the turn that drew the 43rd card is complete.
local w = game { variant = "golf4", players = 2, seed = 9, rules = { holes = 1 } }
for i = 1, 42 do w:act("draw stock"); w:act("discard") end
ok(not w:over() and w:stock_count() == 1, "golf4-G-8 after 42 draws the hole goes on with 1 card left")
w:act("draw stock")
ok(not w:over(), "golf4-G-8 the turn that draws the last card is completed")
w:act("discard")
ok(w:over(), "golf4-G-8 then the hole ends")

-- G-8, stock_out = reshuffle: the discards but the top card form a new stock.
local r = game { variant = "golf4", players = 2, seed = 9, rules = { holes = 1, stock_out = "reshuffle" } }
for i = 1, 43 do r:act("draw stock"); r:act("discard") end
ok(not r:over() and r:stock_count() == 0, "golf4-G-8 reshuffle: the empty stock does not end the hole")
r:act("draw stock")
is(r:stock_count(), 42, "golf4-G-8 reshuffle: 44 discards less the top one, less the card drawn")
ok(r:check(), "cards are all accounted for after a reshuffle")

-- Match play (G-9): 3 holes, the deal rotates, totals add up.
local m = game { variant = "golf4", players = 2, seed = 3, rules = { holes = 3 } }
local n = 0
while not m:over() and n < 10000 do m:random_move(); n = n + 1 end
ok(m:over(), "a 3-hole match ends")
is(m:round(), 3, "golf4-G-9 it lasted 3 holes")

done()
