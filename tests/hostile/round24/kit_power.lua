-- house rule 5 as the reference writes it: the kit's step plays the power
local golf4 = require "golf4"
return golf4:extend {
  name = "kit_power",
  actions = { ["power peek"] = { args = "t", apply = cw.kit.power_peek,
                doc = "use a drawn 9: look at any one card" } },
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.roles.power_peek = "power peek"
    k.powers = { [9] = "peek_any" }
    return k
  end,
}
