-- Dacz (rules/power-golf.md, DACZ-* on PW-*). Expected values are worked
-- out from the rules text; each test names the rule it checks.
local power = require "power"
local lib = require "testlib"
local deal, has = lib.deal, lib.has

local function scores(vals, caller)
  local r = power.rules.dacz(vals, caller)
  local out = {}
  for i = 1, #vals do out[i] = r[i] end
  return table.concat(out, " ")
end

-- ---- DACZ-D4 values and DACZ-S2 (worked examples) -----------------------
local v = { score_layout("dacz", "KD AH 2S 3C"), score_layout("dacz", "QS JH 10D 9C"), score_layout("dacz", "KS KC 4D 5H") }
is(table.concat(v, " "), "6 42 35", "DACZ-X1 values 0+1+2+3, 12+11+10+9, 13+13+4+5")
is(scores(v, 1), "6 42 35", "DACZ-X1 the strictly lowest caller adds nothing (DACZ-S2)")
v = { score_layout("dacz", "KH KD 2C 2D"), score_layout("dacz", "AC AD AH AS"), score_layout("dacz", "7C 7D 7H 7S") }
is(table.concat(v, " "), "4 4 28", "DACZ-X2 values")
is(scores(v, 2), "4 9 28", "DACZ-X2 a caller tied for lowest adds 5 (DACZ-S2)")
v = { score_layout("dacz", "KD KH AS 9C"), score_layout("dacz", "QC QD KS JC"),
      score_layout("dacz", "5C 5D 2H 3S"), score_layout("dacz", "4C 4D 4H 3H") }
is(table.concat(v, " "), "10 48 15 15", "DACZ-X3 values")
is(scores(v, 3), "10 48 25 15", "DACZ-X3 seat 1 is lower than the caller: +10, not +5 (DACZ-S2)")
v = { score_layout("dacz", "KH 9S 8S AD"), score_layout("dacz", "KS 2C 2D 2H") }
is(table.concat(v, " "), "18 19", "DACZ-X4 values 0+9+8+1, 13+2+2+2")
is(scores(v, 2), "18 29", "DACZ-X4 the beaten caller scores 19 + 10 = 29")
local over, win = power.match_result({ 90 + 18, 85 + 29 }, { target = 100, match_tie = "share" })
ok(over and #win == 1 and win[1] == 1, "DACZ-X5 totals 108 and 114: the match is over, seat 1 wins (DACZ-S3)")
over = power.match_result({ 90, 85 }, { target = 100, match_tie = "share" })
ok(not over, "DACZ-S3 below 100 the match goes on")

-- ---- deal, row layout, peek phase (DACZ-D2, DACZ-D3) ----------------------
local t = game { variant = "dacz", players = 3,
                 deck = deal({ "AH 2H 3H 4H", "5C 6C 7C 8C", "AD 2D 3D 4D" }, "9S", "2S 3S JS") }
is(t:phase(), "peek", "DACZ-D3 each seat chooses two cards to peek at")
is(t:actor(), 2, "DACZ-D3 in play order from the first player")
like(t:view(2), "seat 2 layout: ## ## ## ##", "DACZ-D2 a row of four")
t:act("peek 1")
like(t:view(2), "seat 2 layout: %[5C%] ## ## ##", "PW-6 seat 2 sees its slot 1")
ok(not has(t:view(1), "5C") and not has(t:view(3), "5C"), "PW-6 nobody else does")
ok(not has(table.concat(t:legal(), ","), "peek 1"), "DACZ-D3 two different slots")
t:act("peek 4")
is(t:actor(), 3, "then seat 3")
t:act("peek 1"); t:act("peek 2")
t:act("peek 1"); t:act("peek 2")
is(t:phase(), "draw", "then play begins")
is(t:actor(), 2, "DACZ-T1 the seat after the dealer plays first")
ok(not has(table.concat(t:legal(), ","), "dacz"), "PW-15 dacz is an end-of-turn call, not before drawing")

-- ---- DACZ-X6: the jack's exchange, knowledge travels ---------------------
t:act("draw stock"); t:act("discard")                       -- seat 2: 2S
is(t:phase(), "eot", "PW-15 the end-of-turn point")
is(table.concat(t:legal(), ","), "dacz,pass", "DACZ-T3 dacz or pass")
t:act("pass")
t:act("draw stock"); t:act("discard"); t:act("pass")       -- seat 3: 3S
t:act("draw stock")                                         -- seat 1: JS
t:act("power swap 2.1 3.4")
is(t:face(2, 1) .. " " .. t:face(3, 4), "4D 5C", "DACZ-X6 seat 3's slot-4 card is in 2.1 and 5C in 3.4")
like(t:view(2), "seat 3 layout: ## ## ## %[5C%]", "DACZ-X6 seat 2 now knows 3.4 (5C)")
like(t:view(2), "seat 2 layout: ## ## ## %[8C%]", "DACZ-X6 and nothing about 2.1")
like(t:view(3), "seat 3 layout: %[AD%] %[2D%] ## ##", "PW-14 seat 3 never knew 4D and does not learn 5C")
ok(not has(t:view(1), "5C") and not has(t:view(1), "4D"), "PW-14 the actor does not look")
is(t:discard_top(), "JS", "DACZ-X6 the J lies face up on the discard pile")
t:act("pass")
t:act("draw discard")
local l = table.concat(t:legal(), ",")
ok(not has(l, "power") and not has(l, "discard"), "DACZ-X6 drawn from the discard pile the J is a plain card and must be swapped in")
t:act("swap 2")
like(t:view(3), "seat 2 layout: ## %[JS%]", "PW-14 a discard-pile card put into a layout is known to all")

-- DACZ-P2: the queen looks at any one card, the actor alone.
local q = game { variant = "dacz", players = 3, rules = { peek = "none" },
                 deck = deal({ "AH 2H 3H 4H", "5C 6C 7C 8C", "AD 2D 3D 4D" }, "9S", "QS") }
is(q:phase(), "draw", "DACZ-D3 peek = none: no peek phase")
q:act("draw stock")
l = table.concat(q:legal(), ",")
ok(has(l, "power peek 1,") and has(l, "power peek 3.2"), "DACZ-P2 an own card or another seat's")
q:act("power peek 3.2")
like(q:view(2), "seat 3 layout: ## %[2D%] ## ##", "DACZ-P2 seat 2 sees 2D")
ok(not has(q:view(1), "2D") and not has(q:view(3), "2D"), "DACZ-P2 nobody else")

-- ---- PW action words: NOTATION's plain `peek T` for `power peek` ---------
-- "NOTATION's plain `peek SLOT` / `peek SEAT.SLOT` is accepted as input for
-- `power peek` wherever a peek power may be used; the engine writes `power
-- peek`." In the peek phase (PW-6) `peek SLOT` stays the peek-phase verb.
local w = game { variant = "dacz", players = 3,
                 deck = deal({ "AH 2H 3H 4H", "5C 6C 7C 8C", "AD 2D 3D 4D" }, "9S", "QS QH") }
local fine, e = w:try("peek 1.1")
ok(not fine and has(e, "not legal"), "PW-6 in the peek phase `peek 1.1` (another seat's card) is refused: " .. tostring(e))
w:act("peek 2")
like(w:view(2), "seat 2 layout: ## %[6C%] ## ##", "PW-6 `peek 2` in the peek phase: seat 2 looks at its slot 2 (6C)")
w:act("peek 3"); w:act("peek 1"); w:act("peek 2"); w:act("peek 1"); w:act("peek 2")
is(w:phase(), "draw", "PW-6 the peek phase is over")
w:act("draw stock")                                         -- seat 2: QS
fine, e = w:try("peek 3.4")
ok(fine, "DACZ-P2 `peek 3.4` is read as `power peek 3.4` " .. tostring(e))
like(w:view(2), "seat 3 layout: ## ## ## %[4D%]", "DACZ-P2 seat 2 sees 4D in 3.4")
local evs = table.concat(w:events(), "\n")
ok(has(evs, "seat 2 power peek 3.4"), "PW action words: the engine writes `power peek 3.4`")
is(w:discard_top(), "QS", "DACZ-P2 the queen is discarded")
w:act("pass")
w:act("draw stock")                                         -- seat 3: QH
w:act("peek 4")
like(w:view(3), "seat 3 layout: %[AD%] %[2D%] ## %[4D%]", "DACZ-P2 `peek 4` is `power peek 4`: seat 3 sees its own 4D")
ok(has(table.concat(w:events(), "\n"), "seat 3 power peek 4"), "the engine writes `power peek 4`")
w:act("pass")
w:act("draw stock")                                         -- seat 1: a plain card
fine, e = w:try("peek 1")
ok(not fine and has(e, "not legal"), "`peek 1` with no peek power in hand is refused: " .. tostring(e))

-- ---- calls and the round end (DACZ-E1, PW-15) ------------------------------
local c = game { variant = "dacz", players = 2, seed = 2, rules = { peek = "none", call_first_turn = "no" } }
c:act("draw stock"); c:act("discard")
is(c:actor(), 1, "call_first_turn = no: no end-of-turn point in the first turn")
c:act("draw stock"); c:act("discard")
c:act("draw stock"); c:act("discard")
c:act("dutch")
is(c:caller(), 2, "DACZ-T3 dutch is accepted for dacz")
c:act("draw stock"); c:act("discard")
is(c:round(), 2, "DACZ-E1 after seat 1's final turn the round ends")

-- ---- PW-18 reshuffle, PW-12 restock_fresh ---------------------------------
-- 2 players: 52 - 8 - 1 = 43 stock cards; then the discards but the top
-- one (44 - 1 = 43 cards) are shuffled into a new stock.
local function rebuilt(fresh)
  local g = game { variant = "dacz", players = 2, seed = 7, rules = { peek = "none", call_first_turn = "no", restock_fresh = fresh } }
  for _ = 1, 43 do
    g:act("draw stock"); g:act("discard")
    if g:phase() == "eot" then g:act("pass") end
  end
  is(g:stock_count(), 0, "PW-18 the stock is empty")
  g:act("draw stock")
  is(g:stock_count(), 42, "PW-18 reshuffle: 44 discards less the top one, less the card drawn")
  -- play on until a J or Q comes from the rebuilt stock
  for _ = 1, 42 do
    local l = table.concat(g:legal(), ",")
    local held = g:view(g:actor()):match("held: (%S+)")
    if held and (held:sub(1, 1) == "J" or held:sub(1, 1) == "Q") then return has(l, "power") end
    g:act("discard")
    if g:phase() == "eot" then g:act("pass") end
    g:act("draw stock")
  end
end
is(rebuilt("no"), false, "PW-12 restock_fresh = no: a J or Q from a rebuilt stock has no power")
is(rebuilt("yes"), true, "PW-12 restock_fresh = yes: it has its power again")

-- ---- 300 random games ----------------------------------------------------
local failures = lib.random_rounds { variant = "dacz", n = 300, stride = 17, bound = 5000, rules = function(i)
  local rules = { holes = 1 }
  if i % 2 == 0 then rules.stock_out = "end" end
  if i % 3 == 0 then rules.layout = "square"; rules.peek = "nearest2" end
  if i % 5 == 0 then rules.protect_caller = "on"; rules.swap_same_layout = "no" end
  return rules
end }
is(failures, 0, "300 random dacz rounds keep every card in one place and end")
done()
