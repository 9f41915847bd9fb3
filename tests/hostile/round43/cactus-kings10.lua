-- House: Cactus where kings are worth 10 like the other picture cards.
local cactus = require "cactus"
return cactus:extend {
  name = "cactus-kings10",
  title = "Cactus, kings 10",
  card_value = function(g, card)
    if g:rank(card) == 13 then return 10 end
    return cactus.card_value(g, card)
  end,
}
