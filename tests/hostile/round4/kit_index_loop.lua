-- A kit whose __index never returns.
local base = require("golf4")
return base:extend { name = "kit_index_loop", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  setmetatable(k, { __index = function() while true do end end })
  return k
end }
