-- Desmoche whose meld kit allows more melds than the seat has meld zones.
return require("desmoche"):extend {
  name = "meld-kit-piles",
  meld_kit = function(opt)
    return { piles = 5, verbs = { new = "meld", layoff = "layoff", move = "desmoche" } }
  end,
}
