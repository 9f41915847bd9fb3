-- Every layout score runs most of its per-call budget (about 14 million
-- of 20 million instructions): no call is stopped, but the greedy seats
-- score each placement through it, and one game of nine holes ran for
-- minutes in sim. The game's hook work is bounded (CW_TABLE_MAX_GAME_WORK).
local golf4 = require "golf4"
return golf4:extend {
  name = "hooks_heavy",
  layout_score = function(g, seat)
    local x = 0
    for i = 1, 7000000 do x = x + i end
    return golf4.layout_score(g, seat)
  end,
}
