-- cw.rawpairs' iterator called with a string
local f = cw.rawpairs({a=1})
f("hello")
return require("golf4"):extend { name = "rawpairs_iter" }
