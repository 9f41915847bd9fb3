-- golf4's knock options added to golf6 by a house rule with no patch of
-- its own (tests/scripts/golf6_knock_double.lua): the family's scoring
-- reads them, so they play (before, the kit's sum skipped them and the
-- option did nothing). Going out (G6-4) makes the seat the caller; with
-- go_out = on a seat may turn all its cards up at once. Values by hand
-- from G6-5 (A 1, 2 = -2, 3-10 face value, Q 10, K 0; a column pair 0);
-- column c is slots c and c + 3.
local V = "tests/scripts/golf6_knock_double.lua"
local lib = require "testlib"   -- lib.deal: the deck that deals given layouts (G-2)
-- The start flips (G6-2, two each), then seat 2 goes out at once.
local function hole(variant, seat1, seat2, rules)
  rules = rules or {}
  rules.holes, rules.go_out = 1, "on"
  local t = game { variant = variant, players = 2, deck = lib.deal { seat1, seat2 }, rules = rules }
  for k = 1, 4 do t:act("flip " .. (k % 2 + 1)) end
  t:act("goout")
  return t
end
local KINGS = "KS KH KD KC QS QH"          -- (K K) 0 + (K Q) 10 + (K Q) 10 = 20
local HIGH = "AH 3H 4H 5H 6H 7H"           -- (A 5) 6 + (3 6) 9 + (4 7) 11 = 26
local LOW = "AH 2H 3H 4H 5H 6H"            -- 1 - 2 + 3 + 4 + 5 + 6 = 17
local t = hole(V, KINGS, HIGH)
ok(t:over(), "G6-4: going out ends the hole")
is(t:score(2), 52, "going out with 26 against 20: beaten, doubled 2 x 26 = 52")
is(t:score(1), 20, "the other seat keeps its 20")
is(hole("golf6", KINGS, HIGH):score(2), 26, "golf6 itself: no penalty, 26")
is(hole(V, KINGS, HIGH, { knock_penalty = "none" }):score(2), 26, "knock_penalty = none: 26")
is(hole(V, KINGS, LOW):score(2), 17, "going out with 17 against 20: strictly lowest, keeps 17")
is(hole(V, "AS 2S 3S 4S 5S 6S", LOW):score(2), 34, "17 against 17, knock_tie = not_lowest: doubled 34")
is(hole(V, "AS 2S 3S 4S 5S 6S", LOW, { knock_tie = "lowest" }):score(2), 17, "17 against 17, knock_tie = lowest: 17")
done()
