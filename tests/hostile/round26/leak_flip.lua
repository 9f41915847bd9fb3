-- house_nine_told.lua (tests/broken, a leak: the drawer tells the table
-- the face it saw) with the drawn 9 turned face up before it goes: a card
-- turned up the same in every deal shows nothing new and must not end
-- check's comparison before the leak that follows it.
local golf4 = require "golf4"
local golf = require "golf"
local place = golf4.legal.place
return golf4:extend {
  name = "leak_flip",
  title = "4-card Golf, a nine looks at any card",
  actions = {
    nine = { args = "t", doc = "use a drawn 9: look at any card on the table, then discard the 9 (house rule)",
      apply = function(g, seat, s, k)
        local c = g:slot(s, k)
        g:peek(seat, c)
        g:flip(g:held_card(seat))  -- the drawn 9 (the action's name says it is a 9), turned up before its discard
        g:announce(seat, "saw", g:face(c))
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
