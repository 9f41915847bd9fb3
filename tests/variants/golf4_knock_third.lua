-- House rule 3 (rules/house-rules.md), tests/scripts/golf4_knock_third.lua:
-- a knock is offered from a player's third turn on (G4-4 offers it from the
-- first), as an option whose patch sets the kit's call_from_turn.
local V = "tests/scripts/golf4_knock_third.lua"
local function knock_legal(t)
  for _, a in ipairs(t:legal()) do if a == "knock" then return true end end
  return false
end
local t = game { variant = V, players = 2, seed = 1, rules = { holes = 1 } }
for turn = 1, 2 do
  for seat = 1, 2 do
    ok(not knock_legal(t), ("turn %d of seat %d: no knock before the third turn"):format(turn, t:actor()))
    t:act("draw stock"); t:act("discard")
  end
end
ok(knock_legal(t), "seat " .. t:actor() .. "'s third turn: the knock is offered")
t:act("knock")
is(t:caller(), 2, "the seat after the dealer knocked on its third turn")
local u = game { variant = V, players = 2, seed = 1, rules = { holes = 1, knock_from = 1 } }
ok(knock_legal(u), "knock_from = 1: the knock is offered on the first turn, as golf4's G4-4")
