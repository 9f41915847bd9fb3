-- A boolean choice that breaks the scoring: check never tried it.
local golf4 = require "golf4"
return golf4:extend { name = "boolcrash",
  options = { broken = { default = false, choices = { false, true }, doc = "x" } },
  card_value = function(g, c) if g.opt.broken then error("broken") end return golf4.card_value(g, c) end }
