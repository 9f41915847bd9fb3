-- golf4 whose legal lists take some 30 ms each (two 4 MB strings compared
-- 40 times): a playout of a round takes a second or more, and the search
-- behind `hint` minutes at its default budget.
local A = string.rep("a", 4 << 20) .. "b"
local B = string.rep("a", 4 << 20) .. "c"
local function burn() local n = 0 for _ = 1, 40 do if A == B then n = n + 1 end end return n end
local golf4 = require("golf4")
return golf4:extend { name = "slow_hint", title = "slow legal lists",
  legal = { draw = function(g, s) burn() return golf4.legal.draw(g, s) end,
            place = function(g, s) burn() return golf4.legal.place(g, s) end },
}
