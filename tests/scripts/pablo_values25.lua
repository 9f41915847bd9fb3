-- A house rule on Pablo's card values: every card counts 25 more.
local pablo = require "pablo"
return pablo:extend {
  name = "pablo_values25",
  card_value = function(g, card) return pablo.card_value(g, card) + 25 end,
}
