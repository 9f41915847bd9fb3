local v = require("golf4")
return v:extend { name = "phase_twice", phases = { "a", "b", "a" } }
