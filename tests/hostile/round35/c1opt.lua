-- An option default with a C1 control (CSI): written raw into every recording.
local golf4 = require "golf4"
return golf4:extend { name = "c1opt", options = { foo = { default = "b\u{9b}2J", doc = "x" } } }
