-- A window hook (after_action) that raises.
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
local calls = 0
return base:extend { name = "hook_after_error", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.after_action = function(g, seat) error("no window today") end
  return k
end }
