-- A kit with an end-of-turn point but no verb to decline the call there
-- (PW-15: the seat calls or declines).
local dacz = require "dacz"
return dacz:extend {
  name = "kit_point_no_decline",
  kit = function(opt, nseats, v)
    local kit = dacz.kit(opt, nseats, v)
    kit.roles.decline = nil
    return kit
  end,
}
