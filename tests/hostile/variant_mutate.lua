-- Changes the variant after variant{...} validated it: a 2 x 2 layout
-- becomes 65535 x 65535, which wrapped the size check of the core.
local spec = {}
local golf4 = require("golf4")
local v = golf4:extend { name = "variant_mutate" }
local layout = { rows = 2, cols = 2 }
local ok = pcall(function() v.layout = layout end)
layout.rows, layout.cols = 65535, 65535
pcall(function() v.layout.rows = 65535 end)
pcall(function() v.layout.cols = 65535 end)
return v
