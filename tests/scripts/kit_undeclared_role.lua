-- A kit whose swap role names an action the variant does not declare.
local golf = require "golf"
local golf4 = require "golf4"
return golf4:extend {
  name = "kit_undeclared_role",
  kit = function(opt, nseats, v)
    local kit = golf.kit_of(v)(opt, nseats)
    kit.roles.swap = "swp"
    return kit
  end,
}
