-- A house rule's layout_score or card_value scores the holes that are
-- played (PW-19 turns every layout up and scores it by the variant in
-- play), not only `cardwright score`. The hole is PAB-X7's: seat 1 calls
-- with `2S 4D / - KS` (16 by PAB-D4), seat 2 holds `AD 2D / 3D 4H` (10).
local lib = require "testlib"
local deal = lib.dealer { jokers = 2 }
local function x7(variant)
  local t = game { variant = variant, players = 2, deck = deal({ "9C 4D 9H KS", "AD 2D 3D 4H" }, "5C", "6C 2S") }
  t:act("draw stock"); t:act("discard"); t:act("pass")   -- seat 2 puts 6C on the pile
  t:act("draw stock")                                       -- seat 1: 2S
  t:act("replace 1 3")                                      -- 2S for 9C and 9H (PAB-M2)
  t:act("pablo")
  t:act("draw stock"); t:act("discard")                     -- seat 2's final turn
  return t
end
-- layout_score + 100: seat 1 scores 116, seat 2 110, lower: the beaten
-- caller adds the highest other score (PAB-S4), 116 + 110 = 226.
local t = x7("tests/scripts/pablo_plus100.lua")
is(t:total(2), 110, "layout_score + 100: seat 2's 10 + 100 = 110 (PW-19)")
is(t:total(1), 226, "layout_score + 100: the beaten caller 116 + 110 = 226 (PAB-S4)")
-- card_value + 25: seat 1's three cards 16 + 75 = 91, seat 2's four
-- 10 + 100 = 110: the caller is strictly lowest, -10 (PAB-S2).
t = x7("tests/scripts/pablo_values25.lua")
is(t:total(2), 110, "card_value + 25: seat 2's four cards 10 + 4 x 25 = 110")
is(t:total(1), -10, "card_value + 25: seat 1's 16 + 3 x 25 = 91 is strictly lowest: -10 (PAB-S2)")
-- Pablo itself, the same hole: 16 + 10 = 26 and 10 (PAB-X7).
t = x7("pablo")
is(t:total(1) .. " " .. t:total(2), "26 10", "plain Pablo: PAB-X7's 26 and 10")
-- A house rule's own kit is the one that plays: Cabo offers the call on a
-- seat's first turn (call_first_turn = yes, CABO-E1); the kit patched with
-- call_first_turn = false does not.
local c = game { variant = "cabo", players = 2, deck = lib.deal { "AS 2S 3S 4S", "AH 2H 3H 4H" }, rules = { peek = "none" } }
is(table.concat(c:legal(), ","), "draw stock,draw discard,cabo", "Cabo: the call is offered on the first turn")
c = game { variant = "tests/scripts/cabo_no_first_call.lua", players = 2, deck = lib.deal { "AS 2S 3S 4S", "AH 2H 3H 4H" },
           rules = { peek = "none" } }
is(table.concat(c:legal(), ","), "draw stock,draw discard", "the kit's call_first_turn = false: no call on the first turn")
