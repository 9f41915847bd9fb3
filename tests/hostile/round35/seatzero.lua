-- t:act with seat 0 was offered as valid ("expected 0 to 2"): a seat is 1 to N.
plan(2)
local t = game{variant = "golf4", players = 2, seed = 1}
ok(t:try("draw stock"), "default actor")
local ok2, why = pcall(t.act, t, "discard", 0)
ok(not ok2 and tostring(why):find("bad seat 0 %(expected 1 to 2%)"), "seat 0 " .. tostring(why))
