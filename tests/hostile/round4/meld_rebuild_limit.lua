-- A limit of -5 rebuilt stocks a round: only -1 means no limit.
local base = require("desmoche")
return base:extend { name = "meld_rebuild_limit", overrides = base.overrides, meld_kit = function(opt)
  local k = base.meld_kit(opt)
  k.turn.rebuild_limit = -5
  return k
end }
