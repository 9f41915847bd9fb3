-- A new option with its choices and no doc: the message suggested an unrelated base option.
local golf4 = require "golf4"
return golf4:extend { name = "nodoc", options = { foo = { default = "a", choices = {"a","b"} } } }
