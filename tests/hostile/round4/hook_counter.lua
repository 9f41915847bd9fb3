-- Hooks that answer differently on every call (a counter in an upvalue): a game then hangs on the games its runtime played before, and the same seed and --jobs must still give the same result.
-- Cabo's turn on the kit (its overrides kept), with a hook point added.
local base = require("cabo")
local calls = 0
return base:extend { name = "hook_counter", overrides = base.overrides, kit = function(opt, nseats, v)
  local k = base.kit(opt, nseats, v)
  k.hooks = k.hooks or {}
  k.hooks.may_swap = function(g, seat) calls = calls + 1 return calls % 2 == 0 end
  return k
end }
