-- house_nine_told (tests/broken, on the variant path: a leak, the drawer
-- tells the table the face it saw) with the drawn 9 turned face up before
-- it goes: a card turned up the same in every deal shows nothing new and
-- must not end check's comparison before the leak that follows it.
local golf = require "golf"
return require("house_nine_told"):extend {
  name = "leak_flip",
  actions = {
    nine = { args = "t", doc = "use a drawn 9: look at any card on the table, then discard the 9 (house rule)",
      apply = function(g, seat, s, k)
        local c = g:slot(s, k)
        g:peek(seat, c)
        g:flip(g:held_card(seat))  -- the drawn 9, turned up before its discard
        g:announce(seat, "saw", g:face(c))
        g:discard_held(seat)
        golf.end_turn(g)
      end },
  },
}
