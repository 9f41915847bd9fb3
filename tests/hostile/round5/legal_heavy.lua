-- Every draw decision's legal list runs most of its per-call budget: check
-- plays at random, so it asks the legal list of every decision, and a
-- game of nine holes took minutes. The game's hook work is bounded.
local golf4 = require "golf4"
return golf4:extend {
  name = "legal_heavy",
  legal = {
    draw = function(g, seat)
      local x = 0
      for i = 1, 7000000 do x = x + i end
      return golf4.legal.draw(g, seat)
    end,
  },
}
