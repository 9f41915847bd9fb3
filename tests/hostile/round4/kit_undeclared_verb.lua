-- A role naming a verb the variant does not declare.
local base = require("golf4")
return base:extend { name = "kit_undeclared_verb", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.roles.swap = "teleport"
  return k
end }
