-- Cactus whose score names seat 99 as the last round's winner, who plays
-- first in the next round (the kit's vars.lead, CAC-T1)
local c = require "cactus"
return c:extend { name = "lead99", score = function(g) c.score(g); g.v.lead = 99 end }
