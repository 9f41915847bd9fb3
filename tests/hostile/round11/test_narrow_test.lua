-- Numbers narrowed to int in the test API: 2^32 + 2 players taken as 2.
local t = game { variant = "golf4", players = 2^32 + 2 }      -- taken as 2 players
diag("players: " .. #t:legal() .. " legal, seat wrap: " .. tostring(select(2, pcall(t.turns, t, 2^32 + 1))))
local ok_, e = pcall(game, { variant = "golf4", rules = { queen = {} } })
diag(tostring(e))                                              -- 'table: 0x55...' (a heap address)
plan(2^40)                                                     -- prints 1..0
