-- the same guard called on the read-only math library: a raw write into it
local mt2 = {}
local mt = setmetatable({}, mt2)
setmetatable({}, mt)
local gn = rawget(getmetatable(mt), "__newindex")
gn(math, "type", function() return "integer" end)
return require("golf4"):extend { name = "guard_ro" }
