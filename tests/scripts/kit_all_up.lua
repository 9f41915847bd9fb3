-- A kit whose layouts end the round when all face up, with face-down swaps.
local golf = require "golf"
local golf4 = require "golf4"
return golf4:extend {
  name = "kit_all_up",
  kit = function(opt, nseats, v)
    local kit = golf.kit_of(v)(opt, nseats)
    kit.all_up = "end"
    return kit
  end,
}
