-- Desmoche whose meld kit names an action the variant does not declare
-- for the move role: refused when the game is configured.
return require("desmoche"):extend {
  name = "meld-kit-bad-role",
  meld_kit = { verbs = { new = "meld", layoff = "layoff", move = "shift" } },
}
