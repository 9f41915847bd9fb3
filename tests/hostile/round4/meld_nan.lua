-- A meld kit parameter that is NaN.
local base = require("desmoche")
return base:extend { name = "meld_nan", overrides = base.overrides, meld_kit = function(opt)
  local k = base.meld_kit(opt)
  k.run_min = 0/0
  return k
end }
