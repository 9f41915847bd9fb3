-- Loops forever when a card is drawn; pcall inside the loop cannot save it.
local golf4 = require "golf4"
local actions = {}
for k, v in pairs(golf4.actions) do actions[k] = v end
actions["draw stock"] = { apply = function(g, seat)
  while true do pcall(function() while true do end end) end
end }
return golf4:extend { name = "loop_apply", actions = actions }
