-- The kit's swap role given to knock, a verb without a slot argument,
-- and discard's to flip, which takes one.
local base = require("golf4")
return base:extend { name = "role_arity", kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.roles = k.roles or {}
  k.roles.swap, k.roles.discard = "knock", "flip"
  return k
end }
