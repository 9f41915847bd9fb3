-- A kit whose __index raises on every missing field the host reads.
local base = require("golf4")
return base:extend { name = "kit_index_error", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  setmetatable(k, { __index = function(t, f) error("trap " .. tostring(f)) end })
  return k
end }
