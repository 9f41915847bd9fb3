-- A house rule as an author would write it, with its bug (check: illegal):
-- 4-card Golf where a card drawn from the discard pile may not replace a
-- face-up card. The author rewrote the place list with a loop one slot too
-- long, so `swap 5` is offered on a layout of four.
local golf4 = require "golf4"
return golf4:extend {
  name = "house_swap_past_end",
  title = "4-card Golf, discards only onto face-down cards",
  legal = {
    place = function(g, seat)
      for slot = 1, g:slots(seat) + 1 do
        local c = g:slot(seat, slot)
        if g.v.drawn_from == 1 or not (c and g:is_up(c)) then g:offer("swap", slot) end
      end
      if g.v.drawn_from == 1 then g:offer("discard") end
    end,
    peek = golf4.legal.peek, draw = golf4.legal.draw, looked = golf4.legal.looked, flip = golf4.legal.flip,
  },
}
