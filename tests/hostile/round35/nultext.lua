-- Texts with a NUL given to the test API: the text before it was played.
plan(4)
local t = game{variant = "golf4", players = 2, seed = 1}
local ok1, e1 = pcall(t.try, t, "draw stock\0 and then knock")
ok(not ok1 and tostring(e1):find("NUL"), "t:try with a NUL: " .. tostring(e1))
local ok2, e2 = pcall(t.act, t, "knock\0junk")
ok(not ok2 and tostring(e2):find("NUL"), "t:act with a NUL")
local ok3, e3 = pcall(game, {variant = "golf4\0junk", players = 2})
ok(not ok3 and tostring(e3):find("NUL"), "game{variant} with a NUL: " .. tostring(e3))
ok(t:try("draw stock"), "a plain text still plays")
