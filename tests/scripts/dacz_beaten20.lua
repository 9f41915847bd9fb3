-- A house rule on Dacz: a beaten caller adds 10 more, 20 in all
-- (DACZ-S2 gives 10). Holes score more, so a match to 100 (DACZ-S3)
-- ends in fewer holes.
local dacz = require "dacz"
return dacz:extend {
  name = "dacz_beaten20",
  title = "Dacz, a beaten caller adds 20",
  bonuses = { beaten20 = "a beaten caller adds 10 more (20 in all)" },
  score = function(g)
    dacz.score(g)
    local c = g:caller()
    if not c then return end
    local own = g.variant.layout_score(g, c)
    for s = 1, g:nseats() do
      if s ~= c and g.variant.layout_score(g, s) < own then
        g:bonus(c, "beaten20")
        g:set_score(c, g:score(c) + 10)
        return
      end
    end
  end,
}
