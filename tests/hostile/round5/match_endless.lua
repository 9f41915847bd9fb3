-- A match that never ends: match_over is always false. sim ran for ever;
-- check stopped at a million actions, then spent minutes writing the file.
return require("golf4"):extend { name = "match_endless", match_over = function(g) return false end }
