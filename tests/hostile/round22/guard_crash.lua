-- the guard of a metatable's new keys, reached through a metatable's metatable, called with a number
local mt2 = {}
local mt = setmetatable({}, mt2)
setmetatable({}, mt)
local gn = rawget(getmetatable(mt), "__newindex")
gn(12345, "x", 1)
return require("golf4"):extend { name = "guard_crash" }
