-- Planted bug (check: stuck): after drawing from the discard pile the
-- place phase offers nothing (the swap is only offered after a stock draw).
local golf4 = require "golf4"
return golf4:extend {
  name = "dead_end",
  legal = { place = function(g, seat)
    if g.v.drawn_from == 1 then
      g:offer_slots("swap", seat)
      g:offer("discard")
    end
  end },
}
