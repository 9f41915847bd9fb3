-- Round scores of 2^31 - 1: the second round takes a 32-bit match total
-- past its range (it wrapped, and was undefined behaviour in C).
return require("golf4"):extend { name = "score_overflow", score = function(g)
  for s = 1, g:nseats() do g:set_score(s, (1 << 31) - 1) end
end }
