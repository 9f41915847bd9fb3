return require("golf4"):extend { name = "loop_score", layout_score = function(g, seat)
  local n = 0
  for i = 1, math.maxinteger do n = n + i end
  return n
end }
