-- rawset as Lua gives it on a script's own tables, metatable or not; refused
-- on the protected ones (libraries, cw, variant objects). The title says
-- whether every check held.
local ok = true
local t = setmetatable({}, { __newindex = function() error("no") end })
ok = ok and rawset(t, "a", 1) == t and rawget(t, "a") == 1
local u = {}
ok = ok and rawset(u, 1, "x") == u and u[1] == "x"
for _, p in ipairs({ string, table, math, utf8, cw }) do
  ok = ok and not pcall(rawset, p, "zz", 1)
end
local base = require("golf4")
ok = ok and not pcall(rawset, base, "name", "zz") and base.name == "golf4"
ok = ok and select("#", pcall(rawset, {}, nil, 1)) == 2 and not pcall(rawset, {}, nil, 1)
return base:extend { name = "rawset_plain", title = ok and "rawset as meant" or "rawset NOT as meant" }
