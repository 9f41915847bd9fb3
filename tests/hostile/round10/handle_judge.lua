-- stock_judge of round 9 with the rank read from the card's handle as a
-- number (a handle follows the pack's order: 0 is AC, 12 KC, 13 AD, ...).
-- At the table it is the same rule; in the bots' imagination the handles
-- lay where the real cards did, so the hidden stock top judged the probe
-- and the search's playouts.
local base = require "golf4"
return base:extend {
  name = "handle_judge",
  title = "4-card Golf, the stock's top card judges the knocker",
  score = function(g)
    base.score(g)
    local c = g:caller()
    if c and c > 0 and g:count(g:stock()) > 0 then
      local top = g:top(g:stock())
      g:flip(top, true)
      g:set_score(c, g:score(c) + ((top % 13) + 1 >= 7 and 100 or -100))
    end
  end,
}
