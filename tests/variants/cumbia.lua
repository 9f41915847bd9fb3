-- Cumbia (rules/power-golf.md, CUM-* on PW-*). Expected values are worked
-- out from the rules text; each test names the rule it checks.

-- ---- CUM-D4 values, CUM-S1 (worked examples) -----------------------------
is(score_layout("cumbia", "2D KH / AS 3C"), -11, "CUM-X1 caller 2D KH AS 3C = -10-5+1+3 = -11 (no caller rule)")
is(score_layout("cumbia", "QS JD / KC 10H"), 33, "CUM-X1 QS JD KC 10H = 12+11+0+10 = 33")
is(score_layout("cumbia", "2C 2H / 9S -"), 13, "CUM-X1 2C 2H 9S = 13")
is(score_layout("cumbia", "KD KS / 5H 5C"), 5, "CUM-X2 KD KS 5H 5C = -5+0+5+5 = 5")
is(score_layout("cumbia", "4C 6D / 7H -") + 20, 37, "CUM-X2 seat 2: 17 + two misses elsewhere = 37 (CUM-S1)")
is(score_layout("cumbia", "- - / - -"), 0, "CUM-X2 seat 3 matched all its cards away: 0")
is(score_layout("cumbia", "JH QH / 10D 4S"), 37, "CUM-X3 JH QH 10D 4S = 37")
is(score_layout("cumbia", "AD 2S / 3H -"), 6, "CUM-X3 AD 2S 3H = 6")
is(score_layout("cumbia", "KH KD / 2D 8C"), -12, "CUM-X3 KH KD 2D 8C = -5-5-10+8 = -12")
is(score_layout("cumbia", "6H 7C / - 5D"), 18, "CUM-X3 seat 4 = 18; an own miss costs nothing by default")
is(score_layout("cumbia", "QC - / KS 3D"), 15, "CUM-X4 QC KS 3D = 12+0+3 = 15")
is(score_layout("cumbia", "5S 5D / 4H AH"), 15, "CUM-X4 5S 5D 4H AH = 15 (a tie: both score 15)")
local power = require "power"
local lib = require "testlib"
local deal, has = lib.deal, lib.has
local over, win = power.match_result({ 15, 15 }, { round = 7, holes = 7, match_tie = "share" })
ok(over and #win == 2, "CUM-X4 equal totals after hole 7 share the match (CUM-S2)")

-- ---- CUM-X5: a match window -------------------------------------------
local function x5(slot4)
  local t = game { variant = "cumbia", players = 3,
                   deck = deal({ "AH 7C 7S " .. slot4, "3C 8S 9C QC", "AD 9D 8C QD" }, "KS", "3S 3H 9S") }
  for _ = 1, 2 do
    t:act("draw stock"); t:act("discard")                 -- seats 2 and 3 discard 3S, 3H
    t:act("pass"); t:act("pass"); t:act("pass")           -- nobody matches
    t:act("pass")                                         -- the end-of-turn point (PW-15)
  end
  t:act("draw stock")                                     -- seat 1: 9S
  t:act("swap 2")
  return t
end
local t = x5("7H")
is(t:discard_top(), "7C", "CUM-X5 the old 7C goes on the pile")
is(t:phase() .. " " .. t:actor(), "match 2", "CUM-M2 the window asks seat 2 first")
t:act("pass")
is(t:actor(), 3, "then seat 3")
t:act("match 1.4")
is(t:discard_top(), "7H", "CUM-M4 7H (7 = 7) lies on 7C")
is(t:phase(), "give", "CUM-M4 seat 3 now gives a card")
t:act("give 2")
is(t:face(1, 4), "9D", "CUM-M4 seat 3's slot-2 card (9D) is now in 1.4")
like(t:view(3), "seat 3 layout: AD ## / ## ##" == nil and "" or "seat 3 layout: ## %- / %[8C%] %[QD%]", "CUM-M4 seat 3's slot 2 is empty")
ok(not has(t:view(1), "9D") and not has(t:view(2), "9D") and not has(t:view(3), "9D"), "PW-14 nobody knew 9D; a give shows nothing")
is(t:phase() .. " " .. t:actor(), "eot 1", "CUM-M4 the window is closed: seat 1 cannot match; its end-of-turn point")
is(table.concat(t:legal(), ","), "cumbia,pass", "CUM-T5 seat 1 may call at its end-of-turn point (PW-15)")

t = x5("8H")
t:act("pass")
t:act("match 1.4")
is(t:discard_top(), "7C", "CUM-M5 8H is a miss: 7C stays on top")
for s = 1, 3 do
  like(t:view(s), "seat 1 layout: [^\n]*%[8H%]", "CUM-M5 8H goes back face down, known to seat " .. s)
end
is(t:actor(), 1, "CUM-M5 the window goes on with seat 1")
t:act("match 3")
is(t:discard_top(), "7S", "CUM-X5 seat 1 matches its own 7S")
like(t:view(2), "seat 1 layout: ## ## / %- %[8H%]", "CUM-M4 seat 1's slot 3 is empty, no give")
t:act("cumbia")
for _ = 1, 2 do t:act("draw stock"); t:act("discard"); t:act("pass"); t:act("pass"); t:act("pass") end
is(t:round(), 2, "CUM-E1 the round ends after the others' final turns")
-- seat 3: AD 9D 8C QD = 1+9+8+12 = 30, plus one miss in seat 1's layout = 40
is(t:total(3), 40, "CUM-S1 seat 3 scores 30 + 10 for its miss in another layout")
-- seat 1: AH 9S - 8H = 1+9+8 = 18
is(t:total(1), 18, "CUM-S1 seat 1 scores 18")

-- ---- CUM-T2, CUM-T3 -----------------------------------------------------
local d = game { variant = "cumbia", players = 2, deck = deal({ "AH 2H 3H 8H", "AC 2C 3C 8C" }, "5S", "6S 9S") }
ok(not has(table.concat(d:legal(), ","), "draw discard"), "CUM-T2 a 5 on top may not be drawn")
d:act("draw stock")                                       -- 6S: a power rank
local l = table.concat(d:legal(), ",")
ok(not has(l, "swap") and has(l, "discard") and has(l, "power peek 1.1"), "CUM-T3 a power rank is used or discarded, never swapped in")
d = game { variant = "cumbia", players = 2, rules = { power_from_discard = "plain" },
           deck = deal({ "AH 2H 3H 8H", "AC 2C 3C 8C" }, "5S", "6S 9S") }
d:act("draw discard")
ok(has(table.concat(d:legal(), ","), "swap 1"), "CUM-T2 power_from_discard = plain: the 5 is swapped in")

-- ---- powers: exactly the right seats learn the card ---------------------
local function pgame(stock)
  local g = game { variant = "cumbia", players = 3, rules = { match_attempts = "one" },
                   deck = deal({ "AH 2H 3H 8H", "AD 2D 3D 8D", "AC 2C 3C 8C" }, "KS", stock) }
  g:act("draw stock")
  return g
end
local p = pgame("4S")
p:act("power peek 1")
like(p:view(2), "seat 2 layout: %[AD%] ## / %[3D%] %[8D%]", "CUM-P1 a 4: seat 2 sees its AD")
ok(not has(p:view(1), "AD") and not has(p:view(3), "AD"), "CUM-P1 nobody else")
p = pgame("6S")
ok(not has(table.concat(p:legal(), ","), "power peek 1,"), "CUM-P2 a 6 looks only at an opponent's card")
p:act("power peek 3.2")
like(p:view(2), "seat 3 layout: ## %[2C%]", "CUM-P2 seat 2 sees 2C")
ok(not has(p:view(1), "2C") and not has(p:view(3), "2C"), "CUM-P2 nobody else, not the owner")
p = pgame("10S")
p:act("power swap 1.3 3.4")
is(p:face(1, 3) .. " " .. p:face(3, 4), "8C 3H", "CUM-P3 the ten exchanges 1.3 and 3.4")
like(p:view(1), "seat 3 layout: ## ## / ## %[3H%]", "PW-14 seat 1 still knows 3H")
like(p:view(3), "seat 1 layout: ## ## / %[8C%] ##", "PW-14 seat 3 still knows 8C")
like(p:view(2), "seat 1 layout: ## ## / ## ##", "PW-14 seat 2 learns nothing")
p = pgame("JS")
ok(not has(table.concat(p:legal(), ","), "power spy 1 2,"), "CUM-P4 one own card and one opponent's")
p:act("power spy 1 1.3")
like(p:view(2), "seat 2 layout: %[AD%]", "CUM-P4 seat 2 sees its AD")
like(p:view(2), "seat 1 layout: ## ## / %[3H%]", "CUM-P4 and seat 1's 3H")
ok(not has(p:view(3), "AD") and not has(p:view(3), "3H"), "CUM-P4 seat 3 sees neither")
is(table.concat(p:legal(), ","), "switch,pass", "CUM-P4 then switch or pass")
p:act("switch")
is(p:face(2, 1) .. " " .. p:face(1, 3), "3H AD", "CUM-P4 switch: the two change places")
like(p:view(2), "seat 2 layout: %[3H%]", "CUM-P4 the actor knows both")
like(p:view(1), "seat 2 layout: %[3H%]", "CUM-P4 seat 1 still knows its 3H, now in 2.1")
like(p:view(1), "seat 1 layout: ## ## / ## %[8H%]", "CUM-P4 seat 1 does not learn AD")
is(p:discard_top(), "JS", "CUM-P4 the J is discarded")

-- ---- 300 random games ----------------------------------------------------
local failures = lib.random_rounds { variant = "cumbia", n = 300, stride = 5, bound = 20000, rules = function(i)
  local rules = { holes = 1 }
  if i % 2 == 0 then rules.match_attempts = "one"; rules.own_fail_penalty = 10 end
  if i % 3 == 0 then rules.stock_out = "end"; rules.empty_layout = "ends"; rules.call_ends_turn = "yes" end
  if i % 5 == 0 then rules.give_shortfall = "leave_empty"; rules.priority = "discarder_first"; rules.caller_extra_turn = "yes" end
  if i % 7 == 0 then rules.power_from_discard = "plain"; rules.protect_caller = "on"; rules.swap_same_layout = "no" end
  return rules
end }
is(failures, 0, "300 random cumbia rounds keep every card in one place and end")
done()
