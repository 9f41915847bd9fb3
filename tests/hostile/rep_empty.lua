-- Repeats an empty string 2^62 times: the stock string.rep loops in C
-- without returning to the count hook. Then asks for a result far past
-- the memory cap.
return require("golf4"):extend { name = "rep_empty", setup = function(g)
  local s = string.rep("", 1 << 62, "")
  assert(s == "")
  s = ("ab"):rep(1 << 62, "")
end }
