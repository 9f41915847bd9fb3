-- a mistyped phase in legal, on its own line
local golf4 = require "golf4"
return golf4:extend {
  name = "house_typo_phase",
  legal = {
    darw = function(g, seat) end,
  },
}
