-- HR5: a 9 drawn from the stock lets its drawer look at any one card, then it is discarded
local golf4 = require "golf4"
return golf4:extend {
  name = "hr05-golf4-peek9",
  title = "4-card Golf, the nine peeks",
  summary = "4-card Golf where a 9 drawn from the stock may be used to look at any one card on the table; then it is discarded.",
  actions = {
    ["power peek"] = { args = "t", role = "power_peek", apply = cw.kit.power_peek,
                       doc = "with a 9 drawn from the stock: look at any one card (house rule 5)" },
  },
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.roles.power_peek = "power peek"
    k.powers = { [9] = "peek_any" }
    return k
  end,
}
