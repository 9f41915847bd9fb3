-- Desmoche's meld kit with runs of 9 to 4 cards: refused before any deal.
local base = require("desmoche")
return base:extend { name = "meld_contradiction", overrides = base.overrides, meld_kit = function(opt)
  local k = base.meld_kit(opt)
  k.run_min, k.run_max = 9, 4
  return k
end }
