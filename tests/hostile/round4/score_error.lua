-- A layout score that always raises.
return require("golf4"):extend { name = "score_error", layout_score = function(g, seat) error("no score today") end }
