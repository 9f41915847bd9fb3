-- two no-argument verbs, "hum" and "hum " (a trailing space)
local golf = require "golf"
return require("golf4"):extend {
  name = "trail",
  actions = {
    hum = { doc = "draw from the stock, humming", apply = function(g, seat) cw.kit.draw_stock(g, seat) end },
    ["hum "] = { doc = "draw the discard, humming", apply = function(g, seat) cw.kit.draw_discard(g, seat) end },
  },
  legal = {
    draw = function(g, seat)
      if golf.can_draw_stock(g) then g:offer("hum") end
      if g:count(g:discard()) > 0 then g:offer("hum ") end
    end,
  },
}
