-- a legal hook for the draw that offers nothing
local golf4 = require "golf4"
return golf4:extend { name = "house_empty_legal", legal = { draw = function(g, seat) end } }
