-- A house rule that gives golf6 a knock (role = "call") and says a round
-- has at most one call (`calls`, what check counts) keeps the kit's turn:
-- the knock is offered after two turns each, as without `calls`.
local t = game { variant = "g6-act-calls", players = 2, seed = 4 }
local n = 0
while t:phase() ~= "draw" and n < 20 do t:random_move(); n = n + 1 end
t:act("draw stock"); t:act("discard"); t:act("draw stock"); t:act("discard")
local knock = false
for _, a in ipairs(t:legal()) do if a == "knock" then knock = true end end
ok(knock, "calls = 1 keeps the kit's turn, which offers the knock")
