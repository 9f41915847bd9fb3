-- A house rule whose setup deals nothing and begins no turn.
local golf4 = require("golf4")
return golf4:extend {
  name = "noturn",
  setup = function(g) end,
}
