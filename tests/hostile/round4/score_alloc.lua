-- A layout score that keeps a megabyte more on every call, until the cap.
local keep = {}
return require("golf4"):extend { name = "score_alloc", layout_score = function(g, seat)
  keep[#keep + 1] = string.rep("x", 1 << 20)
  return 0
end }
