-- A card_value that reads the game: kings 13 in even holes. A card's value
-- is read once per face before any deal, so it may not read the round.
local golf4 = require "golf4"
return golf4:extend {
  name = "round_value",
  card_value = function(g, card)
    if g:rank(card) == 13 and g:round() % 2 == 0 then return 13 end
    return golf4.card_value(g, card)
  end,
}
