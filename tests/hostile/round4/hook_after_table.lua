-- A window hook whose answer is a table with traps: it counted as true (the turn taken over).
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
local calls = 0
return base:extend { name = "hook_after_table", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.after_action = function(g, seat) return setmetatable({}, { __eq = function() while true do end end, __len = function() while true do end end }) end
  return k
end }
