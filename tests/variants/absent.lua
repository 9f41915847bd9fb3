-- A word the variant has no action for: t:try answers with the variant's
-- own words (`absent`), as the table and the replay reader do.
-- CAM-T2: Cambio has no call; `knock` is not a legal action.
local t = game { variant = "cambio", players = 2, seed = 3 }
local done, why = t:try("knock")
is(done, nil, "CAM-T2: knock is refused in Cambio")
is(why, "cambio has no 'knock': there is no call; the round ends when the stock is gone (CAM-T2, CAM-E1)",
   "CAM-T2: t:try says the variant's words for knock")
-- G6-4: 6-card Golf has no knock either
local g6 = game { variant = "golf6", players = 2, seed = 3 }
local _, why6 = g6:try("knock")
is(why6, "golf6 has no 'knock': the hole ends when one layout is all face up (G6-4)", "G6-4: golf6 has no knock")
-- a word that is no action and not absent: the engine's own message
local _, other = g6:try("knok")
ok(other:find("^unknown action 'knok'") ~= nil, "a word neither an action nor absent is unknown")
