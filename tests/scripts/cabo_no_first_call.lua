-- A house rule as one kit parameter (docs/reference.md, variant.kit): Cabo
-- where nobody may call on their first turn.
local cabo = require "cabo"
return cabo:extend {
  name = "cabo_no_first_call",
  kit = function(opt, nseats, in_play)
    local k = cabo.kit(opt, nseats, in_play)
    k.call_first_turn = false
    return k
  end,
}
