local base = require("golf4")
local N = 28000
local parts = { "local x = 1 if x == 0 then x = 1 " }
for i = 1, N do parts[#parts + 1] = "elseif x then x = 2 " end
parts[#parts + 1] = "end"
local SRC = table.concat(parts)
return base:extend { name = "slowparse",
  layout_score = function(g, seat) load(SRC); return base.layout_score(g, seat) end }
