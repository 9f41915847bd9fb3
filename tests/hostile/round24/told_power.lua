-- an action that changes nothing but tells the table (as a Cabo miss named
-- one by one with no stock left, CABO-M7): no fault
local golf4 = require "golf4"
return golf4:extend {
  name = "told_power",
  actions = { ["power peek"] = { args = "t", apply = function(g, seat, ts, tl) g:announce(seat, "power peek", ts, tl) end,
                doc = "use a drawn 9: look at any one card" } },
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.roles.power_peek = "power peek"
    k.powers = { [9] = "peek_any" }
    return k
  end,
}
