-- Planted bug (check: illegal): the place phase also offers a swap into
-- the slot after the last one, which is empty; g:swap raises on it.
local golf4 = require "golf4"
return golf4:extend {
  name = "empty_swap",
  legal = { place = function(g, seat)
    g:offer_slots("swap", seat)
    g:offer("swap", g:slots(seat) + 1)
    g:offer("discard")
  end },
}
