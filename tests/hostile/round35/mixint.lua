-- An integer option whose choices are strings written as integers: a recording of its default did not replay.
local golf4 = require "golf4"
return golf4:extend { name = "mixint2",
  options = { ace = { default = 1, int = true, min = 0, max = 20, choices = { "1", "11" }, doc = "ace value" } } }
