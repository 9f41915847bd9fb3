-- The same by a raw write, which passes any __newindex.
local mt = {}
local cache = setmetatable({}, mt)
rawset(mt, "__mode", "k")
return require("golf4"):extend { name = "weak_rawset" }
