-- A meld role naming a verb that clears the screen (CSI 2J).
local base = require("desmoche")
return base:extend { name = "meld_escape_verb", overrides = base.overrides, meld_kit = function(opt)
  local k = base.meld_kit(opt)
  k.verbs.new = "\27[2Jconjure"
  return k
end }
