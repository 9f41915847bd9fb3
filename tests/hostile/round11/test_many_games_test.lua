-- 1,500 test games kept at once, each a runtime outside the memory cap.
local keep = {}
for i = 1, 1500 do keep[i] = game { variant = "golf4", players = 8, seed = i } end
ok(true, "kept " .. #keep)
done()
