-- A hook point given a number, not a function.
local base = require("golf4")
return base:extend { name = "kit_hook_type", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = { after_action = 5 }
  return k
end }
