-- house rule 5 written with an apply of its own that does nothing: the
-- kit offers `power peek` on a drawn 9, the action changes nothing and
-- is offered again (a seat could take it for ever)
local golf4 = require "golf4"
return golf4:extend {
  name = "idle_power",
  actions = { ["power peek"] = { args = "t", apply = function() end,
                doc = "use a drawn 9: look at any one card" } },
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.roles.power_peek = "power peek"
    k.powers = { [9] = "peek_any" }
    return k
  end,
}
