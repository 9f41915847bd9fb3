-- Pablo (rules/power-golf.md, PAB-* on PW-*). Expected values are worked
-- out from the rules text; each test names the rule it checks.
local power = require "power"
local lib = require "testlib"
local has = lib.has
local deal = lib.dealer { jokers = 2 }                  -- 52 cards and 2 jokers

local function scores(vals, caller, pen)
  local r = power.rules.pablo(vals, caller, pen)
  local out = {}
  for i = 1, #vals do out[i] = r[i] end
  return table.concat(out, " ")
end

-- ---- PAB-D4 values, PAB-S1..S4 (worked examples) -------------------------
local v = { score_layout("pablo", "7C 8D / KH 2S"), score_layout("pablo", "X AS / 3C 2D"), score_layout("pablo", "4H 4S / 9C 10D") }
is(table.concat(v, " "), "27 1 27", "PAB-X1 values 7+8+10+2, -5+1+3+2, 4+4+9+10")
is(scores(v, 2), "27 -10 27", "PAB-X1 the strictly lowest caller scores -10 (PAB-S2)")
v = { score_layout("pablo", "5H 2C / AD 3S"), score_layout("pablo", "6S 4C / AH -"), score_layout("pablo", "QH JC / 9S 9D") }
is(table.concat(v, " "), "11 11 38", "PAB-X2 values (seat 2 shrank by a replace)")
is(scores(v, 1), "11 11 38", "PAB-X2 a tied caller scores its value (PAB-S3)")
v = { score_layout("pablo", "X X / 8H 6C"), score_layout("pablo", "KC QC / JH 10S"), score_layout("pablo", "9H 2C / 3D 4S"),
      score_layout("pablo", "AS 2H / 3C 5D") + score_layout("pablo", "7S - / - -") }
is(table.concat(v, " "), "4 40 18 18", "PAB-X3 values (seat 4 grew to `AS 2H / 3C 5D / 7S`)")
is(scores(v, 3), "4 40 58 18", "PAB-X3 seat 1 is lower: the caller adds the highest, 18 + 40 (PAB-S4)")
v = { score_layout("pablo", "AC 2C / 3D 4D"), score_layout("pablo", "X X / AH KS") }
is(table.concat(v, " "), "10 1", "PAB-X4 values")
is(scores(v, 1), "11 1", "PAB-X4 the beaten caller scores 10 + 1")
v = { score_layout("pablo", "AC 2C / - -"), score_layout("pablo", "X X / AH -") }
is(table.concat(v, " "), "3 -9", "PAB-X5 values")
is(scores(v, 1, "plus_highest"), "-6 -9", "PAB-X5 default: 3 + (-9) = -6")
is(scores(v, 1, "plus_highest_nonneg"), "3 -9", "PAB-X5 plus_highest_nonneg: 3 + max(0, -9) = 3")
local over, win = power.match_result({ 90 + 27, 80 - 10, 95 + 27 }, { target = 100, match_tie = "share" })
ok(over and #win == 1 and win[1] == 2, "PAB-X6 totals 117, 70, 122: the match ends, seat 2 wins with 70")

-- ---- PAB-X7: replace ----------------------------------------------------
local function x7()
  local t = game { variant = "pablo", players = 2, deck = deal({ "9C 4D 9H KS", "AD 2D 3D 4H" }, "5C", "6C 2S") }
  t:act("draw stock"); t:act("discard"); t:act("pass")   -- seat 2 puts 6C on the pile
  t:act("draw stock")                                       -- seat 1: 2S
  return t
end
local t = x7()
is(t:discard_top(), "6C", "PAB-X7 top discard 6C")
t:act("replace 1 3")
is(t:discard_top(), "9H", "PAB-M2 9C then 9H on the pile: 9H on top")
like(t:view(1), "seat 1 layout: %[2S%] ## / %- %[KS%]", "PAB-X7 2S into slot 1, seat 1 alone knows it; slot 3 empty")
like(t:view(2), "seat 1 layout: ## ## / %- ##", "PAB-M2 seat 2 does not know 2S")
is(t:phase(), "eot", "PAB-E1 the end-of-turn point follows")
t:act("pablo")
t:act("draw stock"); t:act("discard")
is(t:round(), 2, "PAB-E1 after seat 2's final turn the round ends")
-- seat 1 `2S 4D / - KS` = 2+4+10 = 16 (PAB-X7); seat 2 `AD 2D / 3D 4H` = 10 is lower:
-- the caller adds the highest other value (PAB-S4): 16 + 10 = 26.
is(t:total(1), 26, "PAB-X7 layout value 16; the beaten caller scores 16 + 10 = 26 (PAB-S4)")
is(t:total(2), 10, "PAB-S1 seat 2 scores its value 10")

t = x7()
t:act("replace 1 2")
is(t:discard_top(), "6C", "PAB-M3 a failed replace discards nothing: 6C stays on top")
is(t:face(1, 5), "2S", "PAB-M3 2S is added in slot 5")
like(t:view(1), "seat 1 layout: %[9C%] %[4D%] / %[9H%] %[KS%] / %[2S%]", "PAB-X7 `9C 4D / 9H KS / 2S`, all known to seat 1")
like(t:view(2), "seat 1 layout: %[9C%] %[4D%] / ## ## / ##", "PAB-M3 the shown cards are known to seat 2; 2S is not")
t:act("pablo")
t:act("draw stock"); t:act("discard")
is(t:total(1), 34 + 10, "PAB-X7 `9C 4D / 9H KS / 2S` = 34; beaten by 10: 34 + 10 = 44")

-- ---- powers and knowledge (PAB-P1, PAB-P2, PW-14) ---------------------------
local function pgame(stock, rules)
  return game { variant = "pablo", players = 3, rules = rules,
                deck = deal({ "AH 2H 3H 4H", "AD 2D 3D 4D", "AC 2C 3C 4C" }, "10S", stock) }
end
local p = pgame("7S")
p:act("draw stock")
local l = table.concat(p:legal(), ",")
ok(has(l, "power trade 3.1") and not has(l, "power trade 1,"), "PAB-P1 the seven names an opponent's card")
p:act("power trade 3.1")
like(p:view(2), "seat 3 layout: %[AC%] ## / ## ##", "PAB-P1 seat 2 alone sees AC")
ok(not has(p:view(1), "AC") and not has(p:view(3), "AC"), "PAB-P1 nobody else sees it")
is(table.concat(p:legal(), ","), "give 1,give 2,give 3,give 4", "PAB-P1 trade_optional = no: a give must follow")
p:act("give 3")
is(p:face(2, 3) .. " " .. p:face(3, 1), "AC 3D", "PAB-P1 AC and 3D change places")
like(p:view(2), "seat 2 layout: ## ## / %[AC%] %[4D%]", "PAB-P1 seat 2 keeps knowing the card taken")
like(p:view(2), "seat 3 layout: %[3D%] ## / ## ##", "PW-14 seat 2 still knows 3D, given away")
like(p:view(3), "seat 3 layout: ## ## / %[3C%] %[4C%]", "PW-14 seat 3 learns neither card")
ok(not has(p:view(1), "AC") and not has(p:view(1), "3D"), "PW-14 seat 1 learns neither")
is(p:discard_top(), "7S", "PAB-P1 the seven is discarded")

p = pgame("7S", { trade_optional = "yes" })
p:act("draw stock"); p:act("power trade 1.2")
p:act("pass")
is(p:face(1, 2) .. " " .. p:discard_top(), "2H 7S", "PAB-P1 trade_optional = yes: pass, no exchange, the 7 discarded")

p = pgame("8S")
p:act("draw stock")
l = table.concat(p:legal(), ",")
ok(has(l, "power peek 1,") and has(l, "power peek 1.1"), "PAB-P2 the eight looks at an own card or another's")
p:act("power peek 1.4")
like(p:view(2), "seat 1 layout: ## ## / ## %[4H%]", "PAB-P2 seat 2 sees 4H")
like(p:view(1), "seat 1 layout: ## ## / %[3H%] %[4H%]", "PAB-P2 the owner knew it already")
ok(not has(p:view(3), "4H"), "PAB-P2 seat 3 does not see it")

-- ---- replace_from_discard, joker_pair ----------------------------------------
p = pgame("5S")
p:act("draw stock"); p:act("discard"); p:act("pass")
p:act("draw discard")
ok(has(table.concat(p:legal(), ","), "replace 1 2"), "PAB-T2 replace_from_discard = yes")
p = pgame("5S", { replace_from_discard = "no" })
p:act("draw stock"); p:act("discard"); p:act("pass")
p:act("draw discard")
ok(not has(table.concat(p:legal(), ","), "replace"), "PAB-T2 replace_from_discard = no")
local jk = game { variant = "pablo", players = 2, rules = { joker_pair = "no" }, deck = deal({ "X X 3H 4H", "AD 2D 3D 4D" }, "10S", "5S 6S") }
jk:act("draw stock"); jk:act("discard"); jk:act("pass"); jk:act("draw stock"); jk:act("replace 1 2")
is(jk:face(1, 5), "6S", "PAB-M2 joker_pair = no: two jokers are not equal")
jk = game { variant = "pablo", players = 2, deck = deal({ "X X 3H 4H", "AD 2D 3D 4D" }, "10S", "5S 6S") }
jk:act("draw stock"); jk:act("discard"); jk:act("pass"); jk:act("draw stock"); jk:act("replace 1 2")
is(jk:face(1, 1) .. " " .. jk:discard_top(), "6S X", "PAB-M2 joker_pair = yes: two jokers match")

-- ---- 300 random games ----------------------------------------------------
local failures = lib.random_rounds { variant = "pablo", n = 300, stride = 13, bound = 5000, rules = function(i)
  local rules = { holes = 1 }
  if i % 2 == 0 then rules.stock_out = "end" end
  if i % 3 == 0 then rules.trade_optional = "yes"; rules.restock_fresh = "yes" end
  if i % 5 == 0 then rules.protect_caller = "on" end
  return rules
end }
is(failures, 0, "300 random pablo rounds keep every card in one place and end")
done()
