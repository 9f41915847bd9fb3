-- a metatable whose own metatable is the script's: its new keys still go in
local mt2 = {}
local mt = setmetatable({}, mt2)
local t = setmetatable({}, mt)
mt.__index = function(_, k) return k .. "!" end
assert(t.x == "x!")
return require("golf4"):extend { name = "guard_ok" }
