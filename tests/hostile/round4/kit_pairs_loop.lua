-- A kit whose __pairs never returns: the host reads the table raw, so it never runs.
local base = require("golf4")
return base:extend { name = "kit_pairs_loop", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  setmetatable(k, { __pairs = function() while true do end end })
  return k
end }
