-- A deal of 65 slots: one more than the kit allows.
local base = require("golf4")
return base:extend { name = "kit_deal_slots", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.deal = { slots = 65 }
  return k
end }
