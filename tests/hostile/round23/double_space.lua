-- "hum" a slot (draw from the stock) beside "hum  1" (two spaces; draw the discard)
local golf = require "golf"
return require("golf4"):extend {
  name = "dsp",
  actions = {
    hum = { args = "s", doc = "draw from the stock, humming at a slot",
            apply = function(g, seat, s) cw.kit.draw_stock(g, seat) end },
    ["hum  1"] = { doc = "draw the discard, humming", apply = function(g, seat) cw.kit.draw_discard(g, seat) end },
  },
  legal = {
    draw = function(g, seat)
      if golf.can_draw_stock(g) then g:offer("hum", 1) end
      if g:count(g:discard()) > 0 then g:offer("hum  1") end
    end,
  },
}
