-- Boolean choices: listed as ", " and refused as true or false, so no
-- recording replayed.
local golf4 = require "golf4"
return golf4:extend {
  name = "boolopt",
  options = { high_aces = { default = false, choices = { false, true }, doc = "aces count 11" } },
  card_value = function(g, c)
    if g:rank(c) == 1 and g.opt.high_aces then return 11 end
    return golf4.card_value(g, c)
  end,
}
