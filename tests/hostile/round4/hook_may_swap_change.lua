-- A read-only hook (asked while the legal list is made) that changes the game.
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
local calls = 0
return base:extend { name = "hook_may_swap_change", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.may_swap = function(g, seat) g:flip(g:slot(seat, 1), true) return true end
  return k
end }
