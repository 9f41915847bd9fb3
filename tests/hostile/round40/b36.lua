return require("golf4"):extend { name = "b36", actions = { shout = { args = "x", doc = "x", apply = function() end } } }
