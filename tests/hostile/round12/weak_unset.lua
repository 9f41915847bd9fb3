-- A metatable whose own metatable is taken away, then made weak.
local mt = {}
local t = setmetatable({}, mt)
setmetatable(mt, nil)
mt.__mode = "kv"
return require("golf4"):extend { name = "weak_unset" }
