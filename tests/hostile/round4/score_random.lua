-- A layout score that answers differently on every call: the search bot
-- learned from it and played on (nondeterminism followed, not refused).
local n = 0
return require("golf4"):extend { name = "score_random", layout_score = function(g, seat) n = n + 1 return n % 7 end }
