-- House rule 4 of rules/house-rules.md as a player writes it from the
-- docs: 4-card Golf on a 2 x 3 layout, knocking kept, the near row peeked.
return require("golf4"):extend {
  name = "golf4_six",
  title = "4-card Golf on six cards",
  layout = { rows = 2, cols = 3 },
}
