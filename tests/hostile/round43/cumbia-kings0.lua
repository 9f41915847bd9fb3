-- House: Cumbia where every king is worth 0 (so any two kings match by value).
local cumbia = require "cumbia"
return cumbia:extend {
  name = "cumbia-kings0",
  title = "Cumbia, kings 0",
  summary = "Cumbia where all four kings are worth 0.",
  card_value = function(g, card)
    if g:rank(card) == 13 then return 0 end
    return cumbia.card_value(g, card)
  end,
}
