-- Choices written as strings that read as numbers: --rule joker_value=-3 was
-- read as the integer -3 and refused, and no recording replayed.
local golf4 = require "golf4"
return golf4:extend {
  name = "jokerval",
  options = {
    jokers = false,
    joker_value = { default = "-3", choices = { "-1", "-3", "-10" }, doc = "what a joker scores" },
  },
  deck = { decks = 1, jokers = 2 },
  card_value = function(g, c)
    if g:rank(c) == 0 then return tonumber(g.opt.joker_value) end
    return golf4.card_value(g, c)
  end,
}
