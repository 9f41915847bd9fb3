-- pairs' iterator called by the script with a number: it reads its argument as a table
local f = pairs({a=1, b=2})
f(12345)
return require("golf4"):extend { name = "pairs_iter" }
