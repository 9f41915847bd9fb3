-- round 10's stock_judge with the judgement written down at the deal: the
-- variant marks each stock card's flags with whether it is 7 or higher,
-- and the score reads the mark of the stock's top. At the table it is the
-- same rule; in the bots' imagination the marks lay where the real cards
-- did, so the hidden stock top judged the probe and the search's playouts.
-- Flags are private unless the variant declares them public (secrets).
local base = require "golf4"
return base:extend {
  name = "flag_judge",
  title = "4-card Golf, the stock's top card judges the knocker",
  setup = function(g, ...)
    local r = base.setup(g, ...)
    for i = 1, g:count(g:stock()) do
      local c = g:at(g:stock(), i)
      g:set_flags(c, g:rank(c) >= 7 and 1 or 0)
    end
    return r
  end,
  score = function(g)
    base.score(g)
    local c = g:caller()
    if c and c > 0 and g:count(g:stock()) > 0 then
      local top = g:top(g:stock())
      g:set_score(c, g:score(c) + (g:flags(top) == 1 and 100 or -100))
    end
  end,
}
