-- The test game's metatable: its __gc called by the script, then the
-- freed game used.
local t = game { variant = "golf4", players = 2, seed = 1 }
local mt = getmetatable(t)
diag(tostring(mt))
mt.__gc(t)
t:act("draw stock")
done()
