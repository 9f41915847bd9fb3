-- Plain card values and a layout score of -2^63: refused, not cut to 0.
return require("golf4"):extend { name = "layout_wide", layout_score = function(g, seat) return 1 << 63 end }
