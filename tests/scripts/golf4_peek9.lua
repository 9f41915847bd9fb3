-- House rule 5 (rules/house-rules.md): in 4-card Golf a 9 drawn from the
-- stock lets its drawer look at any one card on the table, then it is
-- discarded; written with the kit's power (docs/reference.md, powers).
local golf4 = require "golf4"
return golf4:extend {
  name = "golf4_peek9",
  actions = { ["power peek"] = { args = "t", apply = cw.kit.power_peek,
                                 doc = "a 9 drawn from the stock: look at any card on the table, then discard the 9" } },
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.roles.power_peek = "power peek"
    k.powers = { [9] = "peek_any" }
    return k
  end,
  overrides = golf4.overrides,
}
