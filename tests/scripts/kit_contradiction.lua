-- A kit that ends a round on the last stock draw without the variable
-- that marks it.
local golf = require "golf"
local golf4 = require "golf4"
return golf4:extend {
  name = "kit_contradiction",
  kit = function(opt, nseats, v)
    local kit = golf.kit_of(v)(opt, nseats)
    kit.stock_out = "end"
    kit.vars.last_draw = nil
    return kit
  end,
}
