-- Dacz where a tied caller adds nothing and a beaten caller adds 15.
local dacz = require "dacz"
return dacz:extend {
  name = "hr08-dacz-tie-free",
  title = "Dacz, ties free, beaten +15",
  summary = "Dacz where a caller tied for lowest adds nothing and a beaten caller adds 15.",
  score = function(g)
    for s = 1, g:nseats() do g:set_score(s, g.variant.layout_score(g, s)) end
    local c = g:caller()
    if not c then return end
    local mine = g.variant.layout_score(g, c)
    for s = 1, g:nseats() do
      if s ~= c and g.variant.layout_score(g, s) < mine then
        g:set_score(c, mine + 15); return
      end
    end
  end,
}
