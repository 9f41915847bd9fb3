-- Cactus (rules/power-golf.md, CAC-* on PW-*). Expected values are worked
-- out from the rules text; each test names the rule it checks.
local power = require "power"
local lib = require "testlib"
local deal, has = lib.deal, lib.has

local function scores(vals, caller)
  local r = power.rules.cactus(vals, caller)
  local out = {}
  for i = 1, #vals do out[i] = r[i] end
  return table.concat(out, " ")
end

-- ---- CAC-D4 values, CAC-S1..S2 (worked examples) -------------------------
local v = { score_layout("cactus", "KS AH / 2C 3D"), score_layout("cactus", "7H 8S / 4C 5D") }
is(table.concat(v, " "), "6 24", "CAC-X1 values")
is(scores(v, 1), "0 24", "CAC-X1 the strictly lowest caller scores 0 (CAC-S1)")
v = { score_layout("cactus", "KH KD / 6C -"), score_layout("cactus", "AS 2S / 3S -") }
is(table.concat(v, " "), "6 6", "CAC-X2 values")
is(scores(v, 2), "0 16", "CAC-X2 a tied caller scores 6 + 10; seat 1 at or below scores 0 (CAC-S1, S2)")
v = { score_layout("cactus", "QS JH / 10C 9D"), score_layout("cactus", "KC KS / AD 2H"), score_layout("cactus", "5C 4D / 3H 2S") }
is(table.concat(v, " "), "39 3 14", "CAC-X3 values")
is(scores(v, 3), "39 0 24", "CAC-X3 the beaten caller scores 14 + 10; seat 2 (3 <= 14) scores 0")
v = { score_layout("cactus", "6H 6S / KD -"), score_layout("cactus", "AC AD / KC KH"), score_layout("cactus", "2C - / - -"),
      score_layout("cactus", "10S 10H / 5C 5S") + score_layout("cactus", "7D 8D / - -") }
is(table.concat(v, " "), "12 2 2 45", "CAC-X4 values (seat 4 grew by a missed snap)")
is(scores(v, 1), "22 0 0 45", "CAC-X4 caller 12 + 10 = 22; seats 2 and 3 at or below score 0")
v = { score_layout("cactus", "KC KD / AH -"), score_layout("cactus", "AS 2D / KS KH"), score_layout("cactus", "4C 4D / 4H 4S") }
is(table.concat(v, " "), "1 3 16", "CAC-X5 values")
is(scores(v, 1), "0 3 16", "CAC-X5 the strictly lowest caller scores 0; the others their values")
local over = power.match_result({ 100, 45, 45 }, { target = 100, match_tie = "play_on" })
ok(not over, "CAC-X6 100, 45, 45: seats 2 and 3 share the lowest total, play goes on (match_tie = play_on)")
local win
over, win = power.match_result({ 112, 45, 52 }, { target = 100, match_tie = "play_on" })
ok(over and #win == 1 and win[1] == 2, "CAC-X6 next round 112, 45, 52: seat 2 wins")

-- ---- CAC-D2, CAC-T2: no up-card, the first turn draws from the stock -----
local t = game { variant = "cactus", players = 2, deck = deal({ "5H 9D 4C 4D", "AS AD 2C 9S" }, "2H 3C KD 7C") }
is(t:discard_top(), "-", "CAC-D2 no up-card: the discard pile starts empty")
is(t:stock_count(), 44, "CAC-D2 the rest of the pack is the stock")
is(table.concat(t:legal(), ","), "draw stock", "CAC-T2 the first turn must be draw stock")

-- ---- CAC-X7: snaps and the discard power ---------------------------------
t:act("draw stock"); t:act("discard")               -- seat 2: 2H starts the pile
is(t:phase() .. " " .. t:actor(), "snap 1", "CAC-M1 a window opens on 2H: seat 1 first (PW-16)")
t:act("pass"); t:act("pass")                        -- seats 1, 2 pass
is(t:phase(), "eot", "CAC-T5 then the end-of-turn point")
t:act("pass")
t:act("draw stock")                                 -- seat 1: 3C
t:act("swap 2")
is(t:discard_top(), "9D", "CAC-X7 the old slot-2 card 9D goes on the pile")
is(t:actor(), 2, "CAC-X7 window: seat 2 first")
t:act("snap 4")
is(t:discard_top(), "9S", "CAC-M4 9S is a hit and lies on 9D")
like(t:view(1), "seat 2 layout: ## ## / ## %-", "CAC-M4 seat 2's slot 4 is empty")
is(t:actor(), 1, "CAC-M4 snap_chain: a new window, seat 1 first")
t:act("snap 1")
is(t:face(1, 5) .. " " .. t:face(1, 6), "KD 7C", "CAC-M5 a miss: KD and 7C go to seat 1's slots 5 and 6")
like(t:view(1), "seat 1 layout: %[5H%] %[3C%] / %[4C%] %[4D%] / ## ##", "CAC-M5 5H back, known; penalty cards unseen")
like(t:view(2), "seat 1 layout: %[5H%] ## / ## ## / ## ##", "CAC-M5 5H is known to seat 2 too")
is(t:actor(), 2, "CAC-M5 the window goes on with seat 2")
t:act("pass")
is(t:phase() .. " " .. t:actor(), "eot 1", "CAC-M6 windows are settled before the end-of-turn point")
t:act("pass")
is(t:actor(), 2, "seat 2's turn")
ok(has(table.concat(t:legal(), ","), "draw discard"), "CAC-P4 9S on top is unspent")
t:act("draw discard")
ok(has(table.concat(t:legal(), ","), "power peek 1.5"), "CAC-P4 a 9 from the pile gives its power")
t:act("power peek 1.5")
like(t:view(2), "seat 1 layout: %[5H%] ## / ## ## / %[KD%] ##", "CAC-X7 seat 2 sees KD")
ok(not has(t:view(1), "KD"), "CAC-P2 seat 1 does not")
is(t:discard_top(), "9S", "CAC-P4 9S returns to the top")
is(t:phase() .. " " .. t:actor(), "snap 1", "CAC-M1 and opens a window (seat 1, then seat 2)")
t:act("pass"); t:act("pass"); t:act("pass")        -- window, then seat 2's end-of-turn point
is(t:actor(), 1, "seat 1's turn")
t:act("draw discard")
ok(not has(table.concat(t:legal(), ","), "power"), "CAC-P4 the returned 9S is spent")

-- ---- powers: exactly the right seats learn the card (CAC-P1..P3) -------
local function pgame(stock)
  local g = game { variant = "cactus", players = 3, rules = { snap_chain = "no" },
                   deck = deal({ "AH 2H 3H 4H", "AD 2D 3D 4D", "AC 2C 3C 4C" }, stock) }
  g:act("draw stock")
  return g
end
local p = pgame("6S")
ok(not has(table.concat(p:legal(), ","), "power peek 1.1"), "CAC-P1 a 6 looks only at an own card")
p:act("power peek 2")
like(p:view(2), "seat 2 layout: ## %[2D%] / %[3D%] %[4D%]", "CAC-P1 seat 2 sees 2D")
ok(not has(p:view(1), "2D") and not has(p:view(3), "2D"), "CAC-P1 nobody else")
p = pgame("JS")
ok(not has(table.concat(p:legal(), ","), "power peek 1,"), "CAC-P2 a J looks only at an opponent's card")
p:act("power peek 1.1")
like(p:view(2), "seat 1 layout: %[AH%] ##", "CAC-P2 seat 2 sees AH")
ok(not has(p:view(1), "AH") and not has(p:view(3), "AH"), "CAC-P2 not even its owner")
p = pgame("QS")
ok(not has(table.concat(p:legal(), ","), "power swap 1 2,"), "CAC-P3 the Q exchanges an own card with an opponent's")
p:act("power swap 4 3.3")
is(p:face(2, 4) .. " " .. p:face(3, 3), "3C 4D", "CAC-P3 4D and 3C change places")
like(p:view(2), "seat 3 layout: ## ## / %[4D%] ##", "PW-14 seat 2 still knows 4D in 3.3")
like(p:view(3), "seat 2 layout: ## ## / ## %[3C%]", "PW-14 seat 3 still knows 3C in 2.4")
like(p:view(1), "seat 2 layout: ## ## / ## ##", "PW-14 seat 1 learns nothing")

-- CAC-S4, CAC-T1: the round's winner leads the next round.
local w = game { variant = "cactus", players = 2, deck = deal({ "5C 4D 3H 2S", "KC KS AD 2H" }, "9C 9H 9S 9D") }
w:act("draw stock"); w:act("discard"); w:act("pass"); w:act("pass"); w:act("pass")   -- seat 2
w:act("draw stock"); w:act("discard"); w:act("pass"); w:act("pass")                  -- seat 1
w:act("cactus")
w:act("draw stock"); w:act("discard"); w:act("pass"); w:act("pass")                  -- seat 2's final turn
is(w:round(), 2, "CAC-E1 the round ends after the others' turns")
is(w:total(1) .. " " .. w:total(2), "24 0", "CAC-S1 the beaten caller 14 + 10; seat 2 (3 <= 14) 0")
is(w:actor(), 2, "CAC-T1 seat 2 won the round and plays first although seat 2 dealt")

-- ---- 300 random games ----------------------------------------------------
local failures = lib.random_rounds { variant = "cactus", n = 300, stride = 11, bound = 20000, rules = function(i)
  local rules = { holes = 1 }
  if i % 2 == 0 then rules.snap_attempts = "repeat"; rules.snap_match = "value" end
  if i % 3 == 0 then rules.stock_out = "end"; rules.empty_layout = "ends" end
  if i % 5 == 0 then rules.priority = "discarder_first"; rules.power_after_snap = "no"; rules.snap_penalty_seen = "yes" end
  if i % 7 == 0 then rules.snap_chain = "no"; rules.protect_caller = "on"; rules.restock_fresh = "yes" end
  return rules
end }
is(failures, 0, "300 random cactus rounds keep every card in one place and end")
-- ---- PW-18 reshuffle: a penalty card that cannot be had ends the round -
-- Four seats (seed 7, one round) snap a card that does not match wherever
-- they may, so the penalty cards fill the layouts until the stock and the
-- discard pile below its top are empty. The miss that then needs a
-- penalty card ends the round at once (PW-18), the window not played on.
do
  local t = game{ variant = "cactus", players = 4, seed = 7, rules = { holes = 1 } }
  local dry, ended
  for _ = 1, 3000 do
    if t:over() then break end
    local seat, pick = t:actor(), nil
    for _, a in ipairs(t:legal()) do
      local k = tonumber(a:match("^snap (%d+)$"))
      if k and t:face(seat, k):sub(1, -2) ~= t:discard_top():sub(1, -2) then pick = a break end
    end
    if not pick then
      for _, a in ipairs(t:legal()) do if a == "draw stock" or a == "discard" or a == "pass" then pick = a break end end
    end
    dry = pick:match("^snap") and t:stock_count() == 0
    t:act(pick)
    if dry then ended = t:over() break end
  end
  ok(dry, "PW-18: a missed snap comes with the stock empty")
  ok(ended, "PW-18: that miss, its penalty card not to be had, ends the round at once")
end
done()
