-- A house rule for the tests: 4-card Golf with kings worth 13, written as a
-- card_value of its own. It replaces that hook point only: the kit's turn
-- and score stay, the score summing this card_value.
local golf4 = require "golf4"
return golf4:extend {
  name = "golf4-kings-13",
  card_value = function(g, card)
    if g:rank(card) == 13 then return 13 end
    return golf4.card_value(g, card)
  end,
}
