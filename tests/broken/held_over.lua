-- Planted bug (check: zone): "draw two, keep one" draws a second card from
-- a full stock, and nothing ever places it: it stays in the seat's held
-- zone across turns ("seat 2 held: JD 3S").
local golf4 = require "golf4"
local draw = golf4.actions["draw stock"]
return golf4:extend {
  name = "held_over",
  actions = { ["draw stock"] = { doc = draw.doc, apply = function(g, seat)
    draw.apply(g, seat)
    if g:count(g:stock()) > 20 then g:draw(seat, g:stock()) end
  end } },
}
