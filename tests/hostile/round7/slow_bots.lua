-- Each legal call spends about 2.5 s, within the 5 s of one call; seven bot
-- seats take turns before the person's first prompt (about 35 s before
-- the bots' turns between two prompts shared a game's budget).
local A = string.rep("a", 16 << 20) .. "b"
local B = string.rep("a", 16 << 20) .. "c"
local function burn() local n = 0 for _ = 1, 900 do if A == B then n = n + 1 end end return n end
local golf4 = require("golf4")
return golf4:extend { name = "slow_bots", title = "slow",
  legal = { draw = function(g, s) burn() return golf4.legal.draw(g, s) end,
            place = function(g, s) burn() return golf4.legal.place(g, s) end },
}
