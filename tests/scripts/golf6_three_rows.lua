-- A house rule of 6-card Golf on three rows of three (nine cards): only the
-- grid changes, so it keeps the family's kit turn (kit_reads_shape).
return require("golf6"):extend {
  name = "golf6_three_rows",
  title = "6-card Golf on nine cards",
  layout = { rows = 3, cols = 3 },
}
