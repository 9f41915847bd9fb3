-- A power table with a rank past 13 and an unknown kind.
local base = require("golf4")
return base:extend { name = "kit_powers_bad", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.powers = { [99] = "teleport" }
  return k
end }
