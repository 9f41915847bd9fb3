-- A pattern that backtracks exponentially: the stock matcher never returns
-- to the count hook.
return require("golf4"):extend { name = "pattern_backtrack", setup = function(g)
  local s = ("a"):rep(64)
  string.find(s, ("a*"):rep(64) .. "b")
end }
