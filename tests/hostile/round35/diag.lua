-- golf4 with an option of its own, compared with golf4 under a --rule of that option.
local golf4 = require "golf4"
return golf4:extend { name = "diag", options = { diag_bonus = { default = 0, int = true, doc = "x" } } }
