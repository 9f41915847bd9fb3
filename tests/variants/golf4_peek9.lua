-- House rule 5 with golf4's own options (tests/hostile/round24/kit_power.lua):
-- every option that plays the turn's place decision in Lua (golf.md's
-- unseen_replace_once, expose_each_turn) keeps the kit's power offered,
-- as the options the kit plays do. Seat 1 deals; seat 2 draws the first
-- stock card, 9C (lib.deal: the layouts, then the stock).
local V = "tests/hostile/round24/kit_power.lua"
local lib = require "testlib"
local deck = lib.deal({ "AS 2S 3S 4S", "5S 6S 7S 8S" }, "KH", "9C", "9D")
for _, rules in ipairs { {}, { unseen_replace_once = "on" }, { expose_each_turn = "on" },
                         { face_up_replacements = "on" }, { paid_look = 1 } } do
  local name = next(rules) and (next(rules) .. "=" .. tostring(rules[next(rules)])) or "the defaults"
  local t = game { variant = V, players = 2, deck = deck, rules = rules }
  t:act("draw stock")
  local legal = table.concat(t:legal(), ", ")
  ok(lib.has(legal, "power peek 1.1") and lib.has(legal, "discard"), name .. ": a 9 from the stock offers its peek: " .. legal)
end
-- under unseen_replace_once the peek is played: seat 2 looks at seat 1's
-- slot 1 (AS, dealt first to seat 1, in its far row: nobody knows it,
-- G4-2); only seat 2 learns it, and the 9 goes to the discard pile
local t = game { variant = V, players = 2, deck = deck, rules = { unseen_replace_once = "on" } }
t:act("draw stock")
ok(not lib.has(t:view(2), "AS"), "unseen_replace_once: before the peek seat 2 does not see AS")
t:act("power peek 1.1")
is(t:discard_top(), "9C", "unseen_replace_once: the peeked 9 is discarded")
ok(lib.has(t:view(2), "AS") and not lib.has(t:view(1), "AS"), "unseen_replace_once: seat 2 alone learns AS")
done()
