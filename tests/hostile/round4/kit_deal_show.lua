-- More shown slots than the kit allows.
local base = require("golf4")
return base:extend { name = "kit_deal_show", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.deal = { slots = 4, show = { 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4, 1 } }
  return k
end }
