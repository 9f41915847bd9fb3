-- Each layout_score call spends ~1-2 s in one pattern call (a long set
-- walked at every subject position, charged one step per position) and
-- returns within the first 32 instructions, before the count hook runs.
local S = ("b"):rep(3000)
local P = "[" .. ("a"):rep(100000) .. "]"
return require("golf4"):extend {
  name = "slowset",
  layout_score = function(g, seat) local x = S:find(P) return 0 end,
}
