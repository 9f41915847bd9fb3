-- an action that fails in a chunk whose name holds a newline and a tab
local golf4 = require("golf4")
local boom = load("error('no')", "=x\nFAULT [none] all fine\t")
local actions = { discard = { doc = "discard the card drawn", role = golf4.actions.discard.role,
  apply = function(g, seat) boom() end } }
return golf4:extend { name = "nlcause", actions = actions }
