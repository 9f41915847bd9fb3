-- A kit whose power table names a blind exchange for the queen while the
-- variant gives no exchange verb (PW-13: a power needs its action).
local dacz = require "dacz"
return dacz:extend {
  name = "kit_power_no_verb",
  kit = function(opt, nseats, v)
    local kit = dacz.kit(opt, nseats, v)
    kit.roles.power_swap = nil
    return kit
  end,
}
