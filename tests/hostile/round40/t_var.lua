-- t:var of a name far past any variable's: the lookup makes no string in
-- the game's state (near its memory cap it used to end the program).
local t = game{variant = "golf4", players = 2}
local ok1, e = pcall(function() return t:var(string.rep("y", 2000000)) end)
ok(not ok1 and tostring(e):find("unknown variable (a name of 2000000 bytes", 1, true) ~= nil, "a long name is unknown, said with its length")
local ok2, e2 = pcall(function() return t:var("nosuch") end)
ok(not ok2 and tostring(e2):find("unknown variable 'nosuch'", 1, true) ~= nil, "a short one by its name")
ok(t:var("knocker") == 0, "a variable the variant declares is read: nobody has knocked before play (G4-4)")
