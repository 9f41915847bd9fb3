-- A metatable made weak after setmetatable: Lua reads __mode at each
-- collection, so the entries would go when the collector ran.
local mt = {}
local cache = setmetatable({}, mt)
mt.__mode = "v"
return require("golf4"):extend { name = "weak_after" }
