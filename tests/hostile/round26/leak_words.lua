-- house_nine_told (tests/broken, on the variant path: a 9 drawn lets its
-- drawer look at any one card) with a word where the card was: the drawer
-- tells the table the seen card's colour (`saw red`). Every seat learns
-- something of a face only the drawer saw: a leak.
local golf = require "golf"
local function red(g, c) local s = g:suit(c); return s == "H" or s == "D" end
return require("house_nine_told"):extend {
  name = "leak_words",
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
}
