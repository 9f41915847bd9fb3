local golf4 = require "golf4"
return golf4:extend {
  name = "no_melds",
  actions = { ["draw stock"] = { role = "draw_stock", doc = "draw from the meld",
     apply = function(g, seat) g:draw(seat, g:meld(seat, 1)); g:set_phase("place") end } },
}
