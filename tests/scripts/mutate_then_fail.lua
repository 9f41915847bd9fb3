-- A swap that moves cards and then fails: the game must roll back.
local golf4 = require "golf4"
local actions = {}
for k, v in pairs(golf4.actions) do actions[k] = v end
actions.swap = { args = "s", apply = function(g, seat, slot)
  g:swap(seat, slot)
  g.v.drawn_from = 99
  error("failed after moving")
end }
return golf4:extend { name = "mutate_then_fail", actions = actions }
