-- variants/examples/desmoche-qka-color2.lua (house rule 10): Q-K-A is a
-- run (DES-D8 with ace_runs = low_or_high) and the Color bonus is paid
-- twice (DES-B5, DES-B6). Expected values worked out by hand.
local D = require "desmoche_deal"
local table_game = D.table_game
local V = "variants/examples/desmoche-qka-color2.lua"

-- Seat 2 plays first (the seat after the dealer) and draws KS.
local t = table_game(2, { [2] = "QD KD AD" }, "KS", { first_redraw = "off" }, V)
t:act("draw")
ok(t:try("meld QD KD AD"), "DES-D8: QD KD AD is a run in the house rule")
t = table_game(2, { [2] = "QD KD AD" }, "KS", { first_redraw = "off" })
t:act("draw")
ok(not t:try("meld QD KD AD"), "... and not in Desmoche itself (the ace is low only)")

-- Desmoche's B-2 (4 seats, bet 2, pot 8): seat 4 wins with AS to 10S, one
-- Mico and the Color; seats 1 and 3 have melds, seat 2 none (Arriba).
-- Each of 1 and 3 pays 2 (Mico) + 2 x 2 (Color) = 6, seat 2 also 2 for
-- Arriba: 8. Seat 4 takes the pot of 8 (its own 2 in it) and 6 + 6 + 8.
local function b2(variant)
  local u = table_game(4, { [4] = "AS 2S 3S 4S 5S 6S 7S 8S 9S", [3] = "QC QD QH", [1] = "JC JD JH" },
                       "2C 4H 6D 8C 3H 5C 10S", { first_redraw = "off", bet = 2 }, variant)
  for _, a in ipairs { "draw", "discard 2C", "draw", "meld QC QD QH", "discard 4H", "draw", "discard 6D",
                       "draw", "meld JC JD JH", "discard 8C", "draw", "discard 3H", "draw", "discard 5C",
                       "draw", "meld AS 2S 3S 4S 5S 6S 7S 8S 9S 10S" } do u:act(a) end
  return u:total(1) .. " " .. u:total(2) .. " " .. u:total(3) .. " " .. u:total(4)
end
is(b2(V), "-8 -10 -8 26", "DES-B6 Color paid twice: 1 = -8, 2 = -10, 3 = -8, 4 = +26")
is(b2(nil), "-6 -8 -6 20", "Desmoche itself pays it once: 1 = -6, 2 = -8, 3 = -6, 4 = +20")

local g = game { variant = V, players = 3, seed = 1 }
local steps = 0
while not g:over() and steps < 3000 do g:random_move(); steps = steps + 1 end
ok(steps > 0 and g:check(), "random play of the house rule keeps the engine's invariants")
done()
