-- The same judgement kept in a variable: at the deal the variant writes
-- down whether the stock's top is 7 or higher, and declares the variable
-- secret (no seat sees that card), so the bots imagine it at its start
-- value.
local base = require "golf4"
return base:extend {
  name = "var_judge",
  title = "4-card Golf, the stock's top card judges the knocker",
  vars = { top_high = 0 },
  secrets = { vars = { "top_high" } },
  setup = function(g, ...)
    local r = base.setup(g, ...)
    local top = g:top(g:stock())
    g.v.top_high = g:rank(top) >= 7 and 1 or 0
    return r
  end,
  score = function(g)
    base.score(g)
    local c = g:caller()
    if c and c > 0 then
      g:set_score(c, g:score(c) + (g.v.top_high == 1 and 100 or -100))
    end
  end,
}
