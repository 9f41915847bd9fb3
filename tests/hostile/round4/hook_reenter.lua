-- A window hook that calls the kit's steps again, re-entrantly: a new deal
-- in the middle of a turn.
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
return base:extend { name = "hook_reenter", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.after_action = function(g, seat) cw.kit.end_turn(g); cw.kit.deal(g) end
  return k
end }
