-- A house rule for the tests: 4-card Golf with kings worth 13, written as a
-- card_value of its own. It brings a hook, so golf4's overrides (the
-- core's turn and rank-table sum) must not carry over to it.
local golf4 = require "golf4"
return golf4:extend {
  name = "golf4-kings-13",
  card_value = function(g, card)
    if g:rank(card) == 13 then return 13 end
    return golf4.card_value(g, card)
  end,
}
