-- Library calls that read a string of megabytes as a number, allocating
-- nothing: each was one instruction, so a game of such calls ran for
-- minutes within its budget. Option m picks the call, k how many a call
-- of layout_score makes.
local g4 = require("golf4")
local big = string.rep("1", 3 * 1000 * 1000)
return g4:extend {
  name = "walk_numbers",
  options = {
    k = { default = 3, int = true, min = 0, max = 100000, doc = "walks per call" },
    m = { default = "offset", choices = { "offset", "tonumber", "arith", "floor", "select", "char", "format" }, doc = "which call" },
  },
  layout_score = function(g, seat)
    local m, s = g.opt.m, 0
    for _ = 1, g.opt.k do
      if m == "offset" then s = s + (utf8.offset(big, 2999999) or 0)
      elseif m == "tonumber" then s = s + (tonumber(big) or 0)
      elseif m == "arith" then s = s + (big + 0)
      elseif m == "floor" then s = s + math.floor(big)
      elseif m == "select" then s = s + select("#", pcall(select, big))
      elseif m == "char" then s = s + #tostring(pcall(string.char, big))
      elseif m == "format" then s = s + #string.format("%.0f", big) end
    end
    return g4.layout_score(g, seat)
  end,
}
