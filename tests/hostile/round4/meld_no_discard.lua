-- A meld turn without its discard role: contradicts the turn's shape.
local base = require("desmoche")
return base:extend { name = "meld_no_discard", overrides = base.overrides, meld_kit = function(opt)
  local k = base.meld_kit(opt)
  k.turn.roles.discard = nil
  return k
end }
