-- Every stock draw runs 6,000,000 loop turns (some 12 million
-- instructions): each call within its budget, a game of a hundred draws
-- past what a replay plays.
local golf4 = require "golf4"
local actions = {}
for k, v in pairs(golf4.actions) do actions[k] = v end
local draw = golf4.actions["draw stock"]
actions["draw stock"] = { apply = function(g, seat, ...)
  local x = 0
  for i = 1, 6000000 do x = x + i end
  return draw.apply(g, seat, ...)
end }
return golf4:extend { name = "heavy_draw", actions = actions }
