-- the reference's golf4-six: peek fixed (the near row is always shown)
local golf4 = require "golf4"
return golf4:extend {
  name = "house_six", title = "4-card Golf on six cards",
  layout = { rows = 2, cols = 3 },
  options = { peek = false },
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.deal = { slots = 6, show = { 4, 5, 6 } }
    return k
  end,
  overrides = golf4.overrides,
}
