-- A house rule as an author would write it, with its bug (check: a script
-- fault): house_nine_told.lua with the card handle announced where its face
-- is expected (`saw c`, not `saw g:face(c)`): the table would be told the
-- face that happens to have the number of the handle, a wrong card.
local golf4 = require "golf4"
local golf = require "golf"
local place = golf4.legal.place
return golf4:extend {
  name = "house_nine_handle",
  title = "4-card Golf, a nine looks at any card",
  actions = {
    nine = { args = "t", doc = "use a drawn 9: look at any card on the table, then discard the 9 (house rule)",
      apply = function(g, seat, s, k)
        local c = g:slot(s, k)
        g:peek(seat, c)
        g:announce(seat, "saw", c)
        g:discard_held(seat)
        golf.end_turn(g)
      end },
    saw = { args = "c", doc = "what a nine showed (told to the table)", apply = function() end },
  },
  legal = {
    place = function(g, seat)
      place(g, seat)
      local held = g:held_card(seat)
      if held and g:rank(held) == 9 then
        for s = 1, g:nseats() do
          for k = 1, g:slots(s) do
            if g:slot(s, k) then g:offer("nine", s, k) end
          end
        end
      end
    end,
    peek = golf4.legal.peek, draw = golf4.legal.draw, looked = golf4.legal.looked, flip = golf4.legal.flip,
  },
}
