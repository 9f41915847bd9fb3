-- A test game's rules keyed by a boolean: a NULL option name (a crash).
local t = game { variant = "golf4", players = 2, rules = { [true] = 1 } }
done()
