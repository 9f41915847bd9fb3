-- Desmoche whose meld kit asks for runs of at least 4 and at most 3 cards:
-- refused when the game is configured, before any deal.
return require("desmoche"):extend {
  name = "meld-kit-contradiction",
  meld_kit = function(opt)
    return { run_min = 4, run_max = 3, verbs = { new = "meld", layoff = "layoff", move = "desmoche" } }
  end,
}
