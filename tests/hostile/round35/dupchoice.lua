-- An option that lists one choice twice: it loaded without a word.
local golf4 = require "golf4"
return golf4:extend { name = "dup", options = { foo = { default = "a", choices = {"a","a"}, doc = "x" } } }
