-- Text whose compiling is slow, given to load(): 190 nested functions of
-- 190 locals each, then 1.8 million references to a global, each looked
-- up through every enclosing function's locals. The compiler runs in C,
-- out of the count hook's reach; load() was charged a quarter of an
-- instruction a byte up front, and then compiled for minutes.
local locals = {}
for i = 1, 190 do locals[i] = "v" .. i end
local head = "local function f() local " .. table.concat(locals, ",") .. " = 0\n"
local src = string.rep(head, 190) .. "local y = " .. string.rep("x", 1800000, "+") .. "\n" .. string.rep("end ", 190)
load(src)
return require("golf4"):extend { name = "load_slow", title = "a slow compile" }
