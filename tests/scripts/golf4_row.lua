-- golf4 on one row of four: a layout with no far row.
return require("golf4"):extend { name = "golf4_row", title = "4-card Golf in a row", layout = { rows = 1, cols = 4 } }
