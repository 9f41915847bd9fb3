-- A role naming a verb made of OSC 52 (a clipboard write).
local base = require("golf4")
return base:extend { name = "kit_escape_verb", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.roles.swap = "\27]52;c;aGVsbG8=\7"
  return k
end }
