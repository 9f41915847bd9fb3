-- Each draw compares two strings of 1.5 MB, equal but for their last
-- byte, 20,000 times: a few hundred thousand instructions, each a
-- memcmp, about a second a call, in a state under 4 MB.
local a = string.rep("x", 3 << 19)
local b = string.rep("x", (3 << 19) - 1) .. "y"
local golf4 = require "golf4"
local actions = {}
for k, v in pairs(golf4.actions) do actions[k] = v end
local draw = golf4.actions["draw stock"]
actions["draw stock"] = { apply = function(g, seat, ...)
  local same = 0
  for i = 1, 20000 do if a == b then same = same + 1 end end
  return draw.apply(g, seat, ...)
end }
return golf4:extend { name = "slow_compare", actions = actions }
