-- A boolean option set by simulate: sim refused it.
local golf4 = require "golf4"
return golf4:extend { name = "simbool",
  options = { high_aces = { default = false, choices = { false, true }, doc = "aces 11" } },
  simulate = { high_aces = true },
  card_value = function(g, c) if g:rank(c) == 1 and g.opt.high_aces then return 11 end return golf4.card_value(g, c) end }
