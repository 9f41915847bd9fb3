-- A house rule on Pablo's scoring, as a player writes it from the docs: a
-- layout scores 100 more than Pablo says.
local pablo = require "pablo"
return pablo:extend {
  name = "pablo_plus100",
  layout_score = function(g, seat) return pablo.layout_score(g, seat) + 100 end,
}
