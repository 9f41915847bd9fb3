-- an action name with '=' would be read back as a shuffle's outcome
local golf4 = require "golf4"
return golf4:extend {
  name = "name_eq",
  actions = {
    ["hum=loud"] = { doc = "hum", apply = function(g, seat) end },
  },
}
