-- golf4 as it is, loaded from a path given by the test.
local golf4 = require("golf4")
return golf4:extend { name = "plain" }
