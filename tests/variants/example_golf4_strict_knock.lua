-- variants/examples/golf4-strict-knock.lua (house rule 2): a knocker who is
-- not strictly lowest scores double. Expected values worked out by hand from
-- golf.md G4-4, G4-5 (A 1, 2-10 face value, Q 10, K 0).
local V = "variants/examples/golf4-strict-knock.lua"
local ALL = {}
for _, suit in ipairs { "S", "H", "D", "C" } do
  for _, r in ipairs { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" } do ALL[#ALL + 1] = r .. suit end
end
-- G-2: seat 1 deals; the deal alternates seat 2, seat 1, card k to slot k;
-- then the turn-up card, then the stock.
local function deck_for(s1, s2)
  local a, b, order, used = {}, {}, {}, {}
  for c in s1:gmatch("%S+") do a[#a + 1] = c end
  for c in s2:gmatch("%S+") do b[#b + 1] = c end
  for k = 1, 4 do order[#order + 1] = b[k]; order[#order + 1] = a[k] end
  for _, c in ipairs(order) do used[c] = true end
  for _, c in ipairs(ALL) do if not used[c] then order[#order + 1] = c end end
  return table.concat(order, " ")
end
-- Seat 2 knocks at once with AH 2H 3H 4H = 10; seat 1 has its final turn
-- (draws and discards), then the hole is scored.
local function hole(variant, seat1)
  local t = game { variant = variant, players = 2, deck = deck_for(seat1, "AH 2H 3H 4H"), rules = { holes = 1 } }
  t:act("knock")
  t:act("draw stock"); t:act("discard")
  return t
end
local t = hole(V, "KS KH KD KC")
ok(t:over(), "the hole ends after seat 1's final turn")
is(t:score(2), 20, "knocker 10 against 0: not lowest, doubled 2 x 10 = 20")
is(t:score(1), 0, "seat 1: four kings = 0")
is(hole(V, "5S 5C KS KH"):score(2), 20, "knocker 10 tied with 5 + 5 = 10: not strictly lowest, 2 x 10 = 20")
is(hole("golf4", "5S 5C KS KH"):score(2), 10, "golf4 itself: a tie is lowest, no penalty: 10")
is(hole(V, "QS QC KS KH"):score(2), 10, "knocker 10 against 10 + 10 = 20: strictly lowest, keeps 10")
is(hole("golf4", "KS KH KD KC"):score(2), 10, "golf4 itself: no knock penalty, 10")
done()
