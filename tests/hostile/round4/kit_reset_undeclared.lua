-- A list of variables to reset that names an undeclared one (the error named no item).
local base = require("golf4")
return base:extend { name = "kit_reset_undeclared", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.reset = { "nowhere" }
  return k
end }
