-- Planted bug (check: call): knocking is offered on every turn, even after
-- somebody knocked, so a round can have two calls.
local golf4 = require "golf4"
local legal = golf4.legal
return golf4:extend {
  name = "double_call",
  legal = {
    draw = function(g, seat)
      legal.draw(g, seat)
      if g:caller() and g:caller() ~= seat then g:offer("knock") end
    end,
    peek = legal.peek, place = legal.place, looked = legal.looked, flip = legal.flip,
  },
}
