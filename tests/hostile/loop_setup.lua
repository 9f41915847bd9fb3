return require("golf4"):extend { name = "loop_setup", setup = function(g) while true do end end }
