-- A power hook answering a kind made of OSC 52.
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
local calls = 0
return base:extend { name = "hook_power_kind_escape", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.power_kind = function(g, seat) return "\27]52;c;aGVsbG8=\7" end
  return k
end }
