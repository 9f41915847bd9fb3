-- Library iteration charged far below its cost: next() makes a pass over the
-- table per call, pairs() a merge sort of the keys per call, each charged
-- about one instruction per key or per pass-element, where the work costs
-- about 30 times a VM instruction. One layout_score call stays under the
-- 20M-instruction budget and the 5 s deadline, but the greedy bot calls it
-- over and over: one action of `sim` runs 2 minutes and more before the
-- game budget (10^9, "about 8 s of Lua") stops it; `play` freezes as long.
--   walk=next (default): 4400 string keys walked with next()      ~1.5 s a call
--   walk=pairs: pairs() over the same 4400 keys begun 200 times   ~0.8 s a call
local golf4 = require "golf4"
local t = {}
for i = 1, 4400 do t["k" .. i] = i end
return golf4:extend {
  name = "next_undercharged",
  options = { walk = { default = "next", choices = { "next", "pairs" }, doc = "which walk" } },
  layout_score = function(g, seat)
    if g.opt.walk == "next" then
      local k = nil
      repeat k = next(t, k) until k == nil
    else
      for i = 1, 200 do for k in pairs(t) do break end end
    end
    return golf4.layout_score(g, seat)
  end,
}
