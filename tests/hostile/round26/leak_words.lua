-- A 9 drawn lets its drawer look at any one card on the table; the drawer
-- then tells the table the seen card's colour, in words only (`saw red`).
-- Every seat learns something of a face only the drawer saw: a leak.
-- house_nine_told.lua (tests/broken) with a word where the card was:
-- the announce verb takes `red` or `black`.
local golf4 = require "golf4"
local golf = require "golf"
local place = golf4.legal.place
local function red(g, c) local s = g:suit(c); return s == "H" or s == "D" end
return golf4:extend {
  name = "leak_words",
  title = "4-card Golf, a nine looks at any card and tells its colour",
  actions = {
    nine = { args = "t", doc = "use a drawn 9: look at any card, tell its colour",
      apply = function(g, seat, s, k)
        local c = g:slot(s, k)
        g:peek(seat, c)
        g:announce(seat, "saw", red(g, c) and "red" or "black")
        g:discard_held(seat)
        golf.end_turn(g)
      end },
    saw = { args = "w", words = { "red", "black" }, doc = "the colour a nine showed", apply = function() end },
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
