-- A card_value that is not a function of the face alone.
local calls = 0
return require("golf4"):extend {
  name = "impure_value",
  card_value = function(g, card)
    calls = calls + 1
    return calls
  end,
}
