local golf4 = require "golf4"
return golf4:extend {
  name = "score_string",
  layout_score = function(g, seat) return "ten" end,
}
