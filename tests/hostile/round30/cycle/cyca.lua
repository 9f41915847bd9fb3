local b = require "cycb"
return b:extend { name = "cyca" }
