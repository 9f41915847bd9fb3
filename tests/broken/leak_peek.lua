-- Planted bug (check: leak): with the initial look at any two cards, the
-- peek list leaves out the slots that hold a king, so the list itself
-- tells the seat where its kings lie (docs/reference.md warns of it).
local golf4 = require "golf4"
local legal = golf4.legal
return golf4:extend {
  name = "leak_peek",
  options = { peek = { default = "any2" } },
  legal = {
    peek = function(g, seat)
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and g.sv[seat].peeked & (1 << (slot - 1)) == 0 and g:rank(c) ~= 13 then g:offer("peek", slot) end
      end
    end,
    draw = legal.draw, place = legal.place, looked = legal.looked, flip = legal.flip,
  },
}
