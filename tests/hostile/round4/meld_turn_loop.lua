-- A meld kit turn table whose __index never returns.
local base = require("desmoche")
return base:extend { name = "meld_turn_loop", overrides = base.overrides, meld_kit = function(opt)
  local k = base.meld_kit(opt)
  k.turn = setmetatable({}, { __index = function() while true do end end })
  return k
end }
