-- A house rule as an author would write it, with its bug (check: a fault
-- of the play that follows): 4-card Golf where `draw stock` takes the
-- bottom card of the stock. The author looks the card up and shows it to
-- the drawer but forgets to take it off the stock: the drawer holds
-- nothing, and the swap or discard offered next has no card to place.
local golf4 = require "golf4"
local draw = golf4.actions["draw stock"]
return golf4:extend {
  name = "house_bottom_draw",
  title = "4-card Golf, draw from the bottom",
  actions = {
    ["draw stock"] = { doc = draw.doc, apply = function(g, seat)
      local c = g:at(g:stock(), 1)          -- the bottom card
      g:peek(seat, c)
      g.v.drawn_from = 1
      g:set_phase("place")
    end },
  },
}
