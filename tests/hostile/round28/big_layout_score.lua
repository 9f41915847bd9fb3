-- Every card worth -1,000,000 and every layout 2^31 - 1: the round's end
-- tells the layout's terms, whose difference is past 32 bits.
local golf4 = require "golf4"
return golf4:extend {
  name = "big_layout_score",
  card_value = function(g, card) return -1000000 end,
  layout_score = function(g, seat) return 2147483647 end,
}
