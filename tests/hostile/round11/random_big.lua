-- g:random(2^63 - 1): the error showed the number narrowed (-1).
local golf4 = require "golf4"
return golf4:extend { name = "random_big", setup = function(g) g:random(math.maxinteger) end }
