local b = require "cyca"
return b:extend { name = "cycb" }
