-- A finalizer of the script's own put on the test game's metatable,
-- looping at lua_close.
local t = game { variant = "golf4", players = 2, seed = 1 }
local mt = getmetatable(t)
mt.__gc = function() while true do end end
ok(true, "fine")
done()
