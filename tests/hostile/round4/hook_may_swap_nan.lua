-- A read-only hook answering NaN: it counted as true.
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
local calls = 0
return base:extend { name = "hook_may_swap_nan", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.may_swap = function(g, seat) return 0/0 end
  return k
end }
