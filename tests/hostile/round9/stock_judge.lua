-- 4-card Golf where, when the hole ends, the stock's top card is turned up
-- for all to see: 7 or higher, the knocker scores 100 more; lower, 100
-- less. A fair rule at the table; but the greedy bot's probe of the
-- caller's term scored the round on a clone whose faces it "reset" to the
-- pack's own order, so the hidden stock top judged the probe too.
local base = require "golf4"
return base:extend {
  name = "stock_judge",
  title = "4-card Golf, the stock's top card judges the knocker",
  score = function(g)
    base.score(g)
    local c = g:caller()
    if c and c > 0 and g:count(g:stock()) > 0 then
      local top = g:top(g:stock())
      g:flip(top, true)
      g:set_score(c, g:score(c) + (g:rank(top) >= 7 and 100 or -100))
    end
  end,
}
