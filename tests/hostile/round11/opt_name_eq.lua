-- An option named 'a=b' cannot be given as --rule NAME=VALUE.
local golf4 = require "golf4"
return golf4:extend { name = "opt_name_eq", options = { ["a=b"] = { default = 1, doc = "x" } }, simulate = { ["a=b"] = 2 } }
