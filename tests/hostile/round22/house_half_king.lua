-- a card_value that answers 0.5 for a king: `rules` must say it, not hide the values
local golf4 = require "golf4"
return golf4:extend { name = "house_half_king",
  card_value = function(g, card)
    if g:rank(card) == 13 then return 0.5 end
    return golf4.card_value(g, card) end }
