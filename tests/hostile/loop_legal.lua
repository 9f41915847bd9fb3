return require("golf4"):extend { name = "loop_legal", legal = { draw = function(g, seat) repeat until false end } }
