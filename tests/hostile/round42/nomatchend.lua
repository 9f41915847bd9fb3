return require("golf4"):extend { name = "nomatchend", match_over = function(g) return false end }
