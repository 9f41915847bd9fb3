-- a variant's own explain that ends without a newline
local golf4 = require "golf4"
return golf4:extend { name = "house_explain",
  explain = function(g, seat) return "house explain: " .. g.variant.layout_score(g, seat) end }
