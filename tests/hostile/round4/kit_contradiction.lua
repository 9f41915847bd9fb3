-- Parameters that contradict each other: a layout all up ends the round, but swaps go face down.
local base = require("golf4")
return base:extend { name = "kit_contradiction", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.all_up = "call"
  return k
end }
