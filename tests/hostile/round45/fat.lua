-- A house rule that holds some 40 MB, under a variant's 64 MB cap.
local big = {}
for i = 1, 40 do big[i] = string.rep(string.char(64 + i % 26), 1000000) end
local golf4 = require "golf4"
return golf4:extend { name = "fat", layout_score = function(g, seat) return #big[1] % 7 + golf4.layout_score(g, seat) end }
