-- The power variants' turn, end and scoring rules not covered by the
-- per-variant files (rules/power-golf.md, PW-* and each variant's *-T, *-E,
-- *-M, *-S). Every expected value is worked out by hand from the rules
-- text; each test names the rule it checks.
local lib = require "testlib"
local deal, has = lib.deal, lib.has
local deal54 = lib.dealer { jokers = 2 }               -- Cambio and Pablo: 52 + 2 jokers

local function legal(t) return table.concat(t:legal(), ",") end
local function in_legal(t, a)
  for _, x in ipairs(t:legal()) do if x == a then return true end end
  return false
end

-- Plays plain turns: draw from the stock, discard it, pass every window and
-- end-of-turn point, peek where a peek phase asks. Stops after `draws`
-- stock draws, at the end of the round, or at the end of the game.
local function plain_turns(t, draws)
  local round = t:round()
  local n = 0
  while n < draws and not t:over() and t:round() == round do
    if in_legal(t, "draw stock") then
      t:act("draw stock"); n = n + 1
    elseif in_legal(t, "discard") then t:act("discard")
    elseif in_legal(t, "pass") then t:act("pass")
    else t:act(t:legal()[1]) end
  end
  -- finish the turn of the last draw (discard, windows, end-of-turn point)
  while not t:over() and t:round() == round and not in_legal(t, "draw stock") do
    if in_legal(t, "discard") then t:act("discard")
    elseif in_legal(t, "pass") then t:act("pass")
    else break end
  end
  return n
end

-- ---- PW-1: only the options of power-golf.md exist ------------------------
local none, err = score_layout("pablo", "AS 2S / 3S 4S", { queen = 12 })
ok(none == nil and has(err or "", "queen"), "PW-1 golf4's queen option does not carry over to pablo: " .. tostring(err))
none, err = score_layout("cabo", "AS 2S / 3S 4S", { pairs = "anywhere" })
ok(none == nil and has(err or "", "pairs"), "PW-1 golf4's pairs option does not carry over to cabo")

-- ---- PW-4: square or row --------------------------------------------------
is(score_layout("cambio", "AS 2H / 3C 4D"), 10, "PW-4 cambio square AS 2H / 3C 4D = 1+2+3+4 = 10")
is(score_layout("cambio", "AS 2H 3C 4D", { layout = "row" }), 10, "PW-4 layout = row: AS 2H 3C 4D in one row = 10")
none = score_layout("cambio", "AS 2H 3C 4D")
ok(none == nil, "PW-4 a row of four is no square: refused")
local t = game { variant = "cambio", players = 2, rules = { layout = "row", peek = "none" },
                 deck = deal54({ "AS 2H 3C 4D", "5S 6H 7C 8D" }, "9C") }
like(t:view(1), "seat 1 layout: ## ## ## ##\n", "PW-4 layout = row: four slots in one row")

-- ---- PW-9, PW-10, PW-11: a stock card's uses, blind swaps, the turn's end -
t = game { variant = "cabo", players = 2, deck = deal({ "KD 2S 3S 4S", "5H 6H 7H 8H" }, "QC", "9C KS 2C JD") }
is(t:actor(), 2, "CABO-T1 the seat after the dealer plays first")
t:act("draw stock")                                     -- seat 2: 9C, a power of CABO-P2
local l = legal(t)
ok(has(l, "swap 1") and has(l, "discard") and has(l, "power peek 1.1") and has(l, "match 1"),
   "PW-9 a stock card may be swapped in, discarded, used for its power or to match (CABO-T3)")
ok(not has(l, "power peek 1,") and not has(l, "power peek 2.1"), "CABO-P2 a 9 looks only at another player's card")
t:act("swap 1")                                         -- seat 2's slot 1 held 5H (card 1 of seat 2)
is(t:discard_top(), "5H", "PW-10 the replaced card goes face up on the discard pile")
like(t:view(1), "seat 2 layout: ## ## / ## ##", "PW-10 seat 1 did not see 9C placed (PW-14: the drawer only)")
like(t:view(2), "seat 2 layout: %[9C%] ##", "PW-14 the drawer knows 9C in its slot 1")
is(t:phase() .. " " .. t:actor(), "eot 2", "PW-11 after the discard: the turn player's end-of-turn point")
is(legal(t), "cabo,pass", "CABO-T5 no window opens: Cabo has no out-of-turn action")
t:act("pass")
is(t:phase() .. " " .. t:actor(), "draw 1", "PW-11 then the next seat's turn")
-- CABO-M2: all four kings match one another, KD included.
t:act("draw stock")                                     -- seat 1: KS
t:act("match 1")                                        -- seat 1's slot 1: KD
like(t:view(2), "seat 1 layout: %- ##", "CABO-M2 KD matches the drawn KS: slot 1 is empty (CABO-M3)")
is(t:discard_top(), "KS", "CABO-M6 the drawn KS goes on top after the matched KD")

-- ---- CABO-E2, CABO-E4: an emptied layout ends the round at once -----------
-- Seat 1 holds 8S 8H 8D 5C. Seat 2 discards 2C; seat 1 draws 8C and
-- matches its three eights (slots 1-3); seat 2 discards 3C; seat 1 draws 5D
-- and matches 5C: its layout is empty, the round ends at once (empty_end =
-- now), though nobody called.
t = game { variant = "cabo", players = 2, deck = deal({ "8S 8H 8D 5C", "AH 2H 3H 4H" }, "QC", "2C 8C 3C 5D 9D") }
t:act("draw stock"); t:act("discard"); t:act("pass")   -- seat 2: 2C
t:act("draw stock")                                     -- seat 1: 8C
t:act("match 1 2 3")
like(t:view(2), "seat 1 layout: %- %- / %- ##", "CABO-M3 three matched own slots are empty")
t:act("pass")
t:act("draw stock"); t:act("discard"); t:act("pass")   -- seat 2: 3C
t:act("draw stock")                                     -- seat 1: 5D
t:act("match 4")
if t:phase() == "eot" then t:act("pass") end
is(t:round(), 2, "CABO-E2 the emptied layout ended the round at once (empty_end = now; CABO-E4 first end wins)")
is(t:total(1), 0, "CABO-X2 the emptied layout scores 0")
is(t:total(2), 10, "CABO-S1 seat 2 scores its value AH 2H 3H 4H = 10")
ok(not t:over(), "CABO-S2 holes = 9: the match goes on after one round")

-- ---- PW-19: round scores add up; holes = N ends the match ----------------
-- Cabo, holes = 1. Seat 2 discards 2C; seat 1 calls before drawing (CABO-T4,
-- any time in the turn), plays its turn out (3C discarded); seat 2's final
-- turn (4C). Values: AS 2S 3S 4S = 10, 5H 6H 7H 8H = 26; no caller rule.
t = game { variant = "cabo", players = 2, rules = { holes = 1 },
           deck = deal({ "AS 2S 3S 4S", "5H 6H 7H 8H" }, "QC", "2C 3C 4C 5C") }
t:act("draw stock"); t:act("discard"); t:act("pass")
t:act("cabo")
is(t:caller(), 1, "CABO-T4 cabo before drawing")
t:act("draw stock"); t:act("discard")
if t:phase() == "eot" then t:act("pass") end
t:act("draw stock"); t:act("discard")
if t:phase() == "eot" then t:act("pass") end
ok(t:over(), "PW-19 holes = 1: the match ends after the round")
is(t:total(1) .. " " .. t:total(2), "10 26", "PW-19 each round score is the layout value (CABO-S1): 10 and 26")

-- ---- PW-18 in each variant: the stock rebuilt from the discards -----------
-- A rebuilt stock is the discard pile but its top card. With 2 seats and
-- plain turns (every card drawn is discarded), when the stock is empty the
-- pile holds every card not in a layout; the next draw rebuilds the stock
-- from all of them but one, and takes one: pile - 2 cards are left.
local function restock(variant, deck, pile)
  local g = game { variant = variant, players = 2, rules = { holes = 3 }, deck = deck }
  local stock = g:stock_count()
  plain_turns(g, stock)
  local at_empty = g:stock_count()
  plain_turns(g, 1)
  return g, at_empty, pile - 2
end
local g, empty, want = restock("pablo", deal54({ "AS 2S 3S 4S", "5H 6H 7H 8H" }), 54 - 8)
is(empty .. " " .. g:stock_count() .. " " .. g:round(), "0 " .. want .. " 1",
   "PAB-E2 stock_out = reshuffle: 46 discards, a stock of 45 is rebuilt, one drawn: 44 left, same round")
g, empty, want = restock("cumbia", deal({ "AS 2S 3S 8S", "5H 9H 3H 8H" }), 52 - 8)
is(empty .. " " .. g:stock_count() .. " " .. g:round(), "0 " .. want .. " 1", "CUM-E2 stock_out = reshuffle: 44 discards, 42 left")
g, empty, want = restock("cactus", deal({ "AS 2S 3S 4S", "5H 2H 3H 4H" }), 52 - 8)
is(empty .. " " .. g:stock_count() .. " " .. g:round(), "0 " .. want .. " 1", "CAC-E2 stock_out = reshuffle: 44 discards, 42 left")
g, empty, want = restock("dacz", deal({ "AS 2S 3S 4S", "5H 2H 3H 4H" }), 52 - 8)
is(empty .. " " .. g:stock_count() .. " " .. g:round(), "0 " .. want .. " 1", "DACZ-E2 stock_out = reshuffle: 44 discards, 42 left")

-- stock_out = end: the turn that empties the stock ends the round, no call
-- made, so every seat scores its value (PW-19, CAC-S3): cactus 2 seats,
-- AS 2S 3S 4S = 10 and 5H 2H 3H 4H = 14.
g = game { variant = "cactus", players = 2, rules = { stock_out = "end" }, deck = deal({ "AS 2S 3S 4S", "5H 2H 3H 4H" }) }
plain_turns(g, 44)
is(g:round(), 2, "CAC-E2 stock_out = end: the round ends with the stock")
is(g:total(1) .. " " .. g:total(2), "10 14", "CAC-S3 without a call every seat scores its value")
g = game { variant = "golf4", players = 2, deck = deal({ "AS 2S 3S 4S", "5H 2H 3H 4H" }) }
plain_turns(g, 52 - 8 - 1)
is(g:round(), 2, "G4-6 with no knock the hole ends when the stock is exhausted (G-8 stock_out = end)")
is(g:total(1) .. " " .. g:total(2), "10 14", "G-9 every layout scored: 1+2+3+4 and 5+2+3+4")

-- ---- Cambio: CAM-T1, CAM-T3, CAM-T4, CAM-E2 ------------------------------
t = game { variant = "cambio", players = 3, deck = deal54({ "AS 4H 10C 2D", "KH X 3S 3D", "5C 6C AD 2H" }, "9C", "JC 4S") }
is(t:actor(), 2, "CAM-T1 the seat after the dealer (seat 1) plays first")
t:act("draw discard")                                   -- 9C
l = legal(t)
ok(has(l, "swap 1") and not has(l, "discard"), "CAM-T3 a discard-pile card must be swapped in: " .. l)
t:act("swap 4")
t:act("draw stock")                                     -- seat 3: JC, a power
l = legal(t)
ok(has(l, "swap 1") and has(l, "discard") and has(l, "power peek 1") and not has(l, "power peek 1.1"),
   "CAM-T4 a J from the stock: swapped in, discarded, or looks at an own card (CAM-P1): " .. l)
ok(not has(l, "knock") and not has(l, "cambio"), "CAM-T2 there is no call")
-- CAM-E2: layouts never grow or shrink; 200 random moves keep four cards each.
t = game { variant = "cambio", players = 3, seed = 7, rules = { holes = 9 } }
local four = true
for _ = 1, 200 do
  if t:over() then break end
  t:random_move()
  for s = 1, 3 do
    for k = 1, 4 do if t:face(s, k) == "-" then four = false end end
  end
end
ok(four, "CAM-E2 a Cambio layout always keeps its four cards")

-- ---- Cumbia: CUM-T1, CUM-T4, CUM-T6, CUM-M1, CUM-M3, CUM-M7 ---------------
-- 2 seats; seat 2 discards a card, seat 1 (after the discarder) is asked first.
local function cumbia_window(top, mine)
  local c = game { variant = "cumbia", players = 2, deck = deal({ mine, "AS 3S 8S 9S" }, "QC", top .. " 3C 3D") }
  c:act("draw stock"); c:act("discard")
  return c
end
t = cumbia_window("KH", "KD KC 2H 2D")
is(t:discard_top(), "KH", "CUM-T1 seat 2 (after the dealer) played first and discarded KH")
is(t:phase() .. " " .. t:actor(), "match 1", "CUM-T4 the turn's discard opens a match window; seat 1 asked first (CUM-M2)")
t:act("match 1")
is(t:discard_top(), "KD", "CUM-M3 KD (-5) matches KH (-5): equal values")
is(t:phase() .. " " .. t:actor(), "eot 2", "CUM-M1 a matched card opens no window; CUM-M7 the window is resolved before the end-of-turn point")
t = cumbia_window("KH", "KD KC 2H 2D")
t:act("match 2")
is(t:discard_top(), "KH", "CUM-M3 KC (0) does not match KH (-5)")
t = cumbia_window("2S", "KD KC 2H 2D")
t:act("match 3")
is(t:discard_top(), "2H", "CUM-M3 2H matches 2S: both are worth 2")
t = cumbia_window("2S", "KD KC 2H 2D")
t:act("match 4")
is(t:discard_top(), "2S", "CUM-M3 2D (-10) matches nothing in one pack")
t = game { variant = "cumbia", players = 2, deck = deal({ "4H 5H 6H 7H", "AS 3S 8S 9S" }, "QC", "2C") }
is(t:phase() .. " " .. t:actor(), "draw 2", "CUM-M1 the initial up-card opens no window")
is(score_layout("cumbia", "4H 5H / 6H 7H"), 22, "CUM-T6 power ranks dealt into a layout stay, worth their value: 4+5+6+7 = 22")
-- CUM-M7: a matched 7 on top is the top discard for the next turn, and
-- CUM-T2 forbids drawing it.
t = cumbia_window("7C", "7H KC 2H 2D")
t:act("match 1")
is(t:discard_top(), "7H", "CUM-M3 7H matches 7C")
t:act("pass")                                           -- seat 2's end-of-turn point
ok(not has(legal(t), "draw discard"), "CUM-M7 the matched 7H is the next top discard, and a power rank may not be drawn (CUM-T2)")

-- ---- Dacz: DACZ-T2, DACZ-T4, DACZ-P1, DACZ-S1 ---------------------------
-- 3 seats, peek = any2: each seat peeks slots 1 and 2 in play order.
local function dacz(stock)
  local d = game { variant = "dacz", players = 3, deck = deal({ "KD AH 2S 3C", "QS JH 10D 9C", "KS KC 4D 5H" }, "6C", stock) }
  while d:phase() == "peek" do d:act(d:legal()[1]) end
  return d
end
t = dacz("JC 2C 3D")
is(t:actor(), 2, "DACZ-T1 the seat after the dealer plays first")
t:act("draw discard")                                   -- 6C
l = legal(t)
ok(has(l, "swap 4") and not has(l, "discard") and not has(l, "power"), "DACZ-T2 a discard-pile card must be swapped in: " .. l)
t:act("swap 4")                                         -- 9C goes on the pile
is(t:phase() .. " " .. t:actor(), "eot 2", "DACZ-T4 no out-of-turn action: the end-of-turn point follows the discard")
t:act("pass")
t:act("draw stock")                                     -- seat 3: JC
l = legal(t)
ok(has(l, "power swap 1.1 2.4") and has(l, "power swap 1 2"), "DACZ-P1 a J exchanges any two cards, also of one layout: " .. l)
t:act("power swap 1.1 2.4")
is(t:face(1, 1) .. " " .. t:face(2, 4), "6C KD", "DACZ-P1 KD and 6C changed places")
is(t:discard_top(), "JC", "DACZ-P1 the J is discarded")
for s = 1, 3 do
  for k = 1, 4 do if t:face(s, k) == "-" then four = false end end
end
ok(four, "DACZ-T4 layouts always keep four cards")
-- DACZ-S1: seat 1 calls while strictly lowest; every seat scores its value.
-- After the exchange: seat 1 6C AH 2S 3C = 6+1+2+3 = 12; seat 2 QS JH 10D
-- KD = 12+11+10+0 = 33; seat 3 KS KC 4D 5H = 13+13+4+5 = 35.
t:act("pass")                                           -- seat 3's end-of-turn point
t:act("draw stock"); t:act("discard"); t:act("dacz")    -- seat 1 draws 2C, discards it, calls
for _ = 1, 2 do t:act("draw stock"); t:act("discard"); if t:phase() == "eot" then t:act("pass") end end
is(t:round(), 2, "DACZ-E1 the round ends after the others' final turns")
is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "12 33 35", "DACZ-S1 every seat scores its value; a lowest caller adds nothing (DACZ-S2)")

-- ---- Pablo: PAB-T1, PAB-T3, PAB-T4, PAB-M1, PAB-M4, PAB-S5 ---------------
t = game { variant = "pablo", players = 2, deck = deal54({ "9C 9D 9H 9S", "AD 2D 3D 4H" }, "5C", "7C 2S 8C") }
is(t:actor(), 2, "PAB-T1 the seat after the dealer plays first")
t:act("draw stock")                                     -- 7C
l = legal(t)
ok(has(l, "swap 1") and has(l, "replace 1 2") and has(l, "discard") and has(l, "power trade 1.1"),
   "PAB-T3 a stock 7: swap, replace, discard or its power: " .. l)
t:act("discard")
is(legal(t), "pablo,pass", "PAB-T4 the end-of-turn point: pablo or pass")
t:act("pass")
t:act("draw stock")                                     -- seat 1: 2S
t:act("replace 2 1 3 4")                               -- four nines, named 2, 1, 3, 4
is(t:face(1, 2) .. " " .. t:face(1, 1) .. t:face(1, 3) .. t:face(1, 4), "2S ---", "PAB-M4 all four replaced: 2S stays in S1 = slot 2, the layout is not empty")
is(t:discard_top(), "9S", "PAB-M1 the named cards go to the pile in the order named: 9S (slot 4) last, on top")
local pw = require "power"
local over, win = pw.match_result({ 104, 60, 75 }, { target = 100, match_tie = "share" })
ok(over and #win == 1 and win[1] == 2, "PAB-S5 a total reached 100: the match ends, the lowest total (60) wins")
over = pw.match_result({ 99, 60 }, { target = 100, match_tie = "share" })
ok(not over, "PAB-S5 no total at 100 yet: the match goes on")
-- PAB-M1: the named cards are turned face up for everybody, whatever the drawn card.
t = game { variant = "pablo", players = 2, deck = deal54({ "9C 4D 9H KS", "AD 2D 3D 4H" }, "5C", "6C 2S") }
t:act("draw stock"); t:act("discard"); t:act("pass")
t:act("draw stock")                                     -- seat 1: 2S, a rank unlike the nines
t:act("replace 1 2")
like(t:view(2), "seat 1 layout: %[9C%] %[4D%]", "PAB-M1 both named cards were shown to seat 2")

-- ---- Cactus: CAC-T3, CAC-T4, CAC-M2, CAC-M3 ------------------------------
-- 3 seats; seat 2 plays first (CAC-T1), draws 10C and discards it.
local function cactus(rules)
  local c = game { variant = "cactus", players = 3, rules = rules,
                   deck = deal({ "5H 9D 4C 4D", "AS AD 2C 9S", "QH 3H 4H 5S" }, "10C 3C KD 7C 6C") }
  c:act("draw stock")
  return c
end
t = cactus()
l = legal(t)
ok(has(l, "swap 1") and has(l, "discard") and has(l, "power peek 3.1"), "CAC-T3 a stock 10: swap, discard or its power: " .. l)
t:act("discard")
is(t:phase() .. " " .. t:actor(), "snap 3", "CAC-M2 the snap window asks the seat after the discarder first")
t:act("pass")
is(t:actor(), 1, "CAC-M2 then seat 1")
t:act("pass")
is(t:actor(), 2, "CAC-M2 the discarder last")
t:act("pass")
t = cactus()
t:act("discard")
t:act("snap 1")                                         -- seat 3's QH against 10C
is(t:discard_top(), "10C", "CAC-M3 snap_match = rank: a Q does not match a 10")
t = cactus({ snap_match = "value" })
t:act("discard")
t:act("snap 1")
is(t:discard_top(), "QH", "CAC-M3 snap_match = value: QH (10) matches 10C (10)")
-- CAC-T4: a plain card on top (3C, no power) must be swapped in.
t = cactus()
t:act("swap 1")                                         -- seat 2 keeps 10C; AS goes on the pile
for _ = 1, 3 do t:act("pass") end                       -- the window
t:act("pass")                                           -- seat 2's end-of-turn point
t:act("draw discard")                                   -- seat 3 takes AS
l = legal(t)
ok(has(l, "swap 1") and not has(l, "discard") and not has(l, "power"), "CAC-T4 a discard-pile card without power must be swapped in: " .. l)
done()
