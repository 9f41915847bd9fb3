-- golf4 with its knock called rap: the table said "you knocked".
local golf4 = require "golf4"
return golf4:extend { name = "rap", rename = { knock = "rap", ["draw stock"] = "take" } }
