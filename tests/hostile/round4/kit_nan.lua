-- A kit parameter that is NaN (never equal to itself).
local base = require("golf4")
return base:extend { name = "kit_nan", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.skip_rank = 0/0
  return k
end }
