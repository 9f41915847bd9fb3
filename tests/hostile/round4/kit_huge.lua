-- A kit parameter past every range: 2^62.
local base = require("golf4")
return base:extend { name = "kit_huge", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.target = 1 << 62
  return k
end }
