-- Negative zero, a float: not an integer rank.
local base = require("golf4")
return base:extend { name = "kit_negzero", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.skip_rank = -0.0
  return k
end }
