-- A house rule that misspells a phase of the kit: the message called it a role.
local golf4 = require "golf4"
return golf4:extend {
  name = "phasetypo",
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.phases.drow = "draw"
    return k
  end,
  overrides = golf4.overrides,
}
