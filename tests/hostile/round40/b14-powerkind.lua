local golf4 = require "golf4"
return golf4:extend {
  name = "b14-powerkind",
  actions = { ["power peek"] = { args = "t", role = "power_peek", apply = cw.kit.power_peek, doc = "peek" } },
  kit = function(opt, n, v) local k = golf4.kit(opt, n, v); k.roles.power_peek = "power peek"; k.powers = { [9] = "peek_anyy" }; return k end,
}
