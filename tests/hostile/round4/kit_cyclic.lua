-- A kit table that holds itself, as a role.
local base = require("golf4")
return base:extend { name = "kit_cyclic", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.roles.self = k
  return k
end }
