return require("cambio"):extend {
  name = "cambio-knock",
  actions = { knock = { role = "call", past = "knocked", apply = cw.kit.call,
                        doc = "before drawing: every other seat has one more turn" } },
  kit = function(opt, nseats, v)
    local k = require("cambio").kit(opt, nseats, v)
    k.call_before_draw = true
    return k
  end,
}
