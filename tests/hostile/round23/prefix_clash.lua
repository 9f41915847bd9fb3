-- "hum" with its word "loud" is written "hum loud", as the verb "hum loud" is
local golf = require "golf"
local golf4 = require "golf4"
return golf4:extend {
  name = "prefix_clash",
  actions = {
    hum = { args = "w", words = { "loud" }, doc = "draw from the stock, humming",
            apply = function(g, seat, w) cw.kit.draw_stock(g, seat) end },
    ["hum loud"] = { doc = "draw the discard, humming loud",
            apply = function(g, seat) cw.kit.draw_discard(g, seat) end },
  },
  legal = {
    draw = function(g, seat)
      if golf.can_draw_stock(g) then g:offer("hum", "loud") end
      if g:count(g:discard()) > 0 then g:offer("hum loud") end
    end,
  },
}
