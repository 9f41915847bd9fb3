-- A house rule as an author might write it, with its bug (check: endless):
-- a seat holding a drawn card may `tap` the table to think, which turns a
-- flag on and, tapped again, off. Nothing is told and nothing changes for
-- good: two taps bring the game back where it was, for ever.
local golf4 = require "golf4"
local place = golf4.legal.place
return golf4:extend {
  name = "house_tap",
  vars = { tapped = 0 },
  actions = {
    tap = { args = "", doc = "tap the table to think (house rule)",
      apply = function(g) g.v.tapped = 1 - g.v.tapped end },
  },
  legal = {
    place = function(g, seat) place(g, seat); g:offer("tap") end,
    peek = golf4.legal.peek, draw = golf4.legal.draw, looked = golf4.legal.looked, flip = golf4.legal.flip,
  },
}
