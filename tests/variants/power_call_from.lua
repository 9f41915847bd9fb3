-- House rule 3 (rules/house-rules.md) on the power-Golf games whose turn
-- ends in reaction windows: Cumbia (match, CUM-T4) and Cactus (snap,
-- CAC-M1). The call is offered before the draw (Cumbia, CUM-T5) and at
-- the end-of-turn point after the windows (PW-15); with the rule, at
-- neither before the seat's third turn, and at its third it is. Each seat
-- plays draw stock and discard; windows are passed.
local function has(t, w)
  for _, a in ipairs(t:legal()) do if a == w then return true end end
  return false
end
-- The turn (of the seat to play) on which the call word is first legal,
-- and the phase there.
local function first_call(variant, call, from)
  local t = game { variant = variant, players = 2, seed = 3, rules = { call_from = from } }
  for _ = 1, 400 do
    if t:over() then return nil end
    if t:actor() == t:turn() and has(t, call) then return t:turns(t:turn()), t:phase() end
    local moved = false
    for _, w in ipairs { "pass", "discard", "draw stock" } do
      if has(t, w) then t:act(w); moved = true; break end
    end
    if not moved then t:act(t:legal()[1]) end
  end
end
for _, v in ipairs { { "tests/scripts/cumbia_call_third.lua", "cumbia" }, { "tests/scripts/cactus_call_third.lua", "cactus" } } do
  local turn = first_call(v[1], v[2], 3)
  is(turn, 3, v[2] .. " with the rule: the call is first offered on a seat's third turn")
  turn = first_call(v[1], v[2], 1)
  is(turn, 1, v[2] .. " call_from = 1: the call is offered on the first turn, as the base offers it")
end
done()
