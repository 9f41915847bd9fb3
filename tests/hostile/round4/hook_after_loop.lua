-- A window hook that never returns.
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
local calls = 0
return base:extend { name = "hook_after_loop", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.after_action = function(g, seat) while true do end end
  return k
end }
