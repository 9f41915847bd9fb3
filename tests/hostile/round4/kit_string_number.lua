-- A number written as a string.
local base = require("golf4")
return base:extend { name = "kit_string_number", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.flips = "2"
  return k
end }
