-- A layout score that never returns: each of the search bot's probes and
-- playouts spent the whole budget (hint ran for minutes).
return require("golf4"):extend { name = "score_loop", layout_score = function(g, seat) while true do end end }
