return require("golf4"):extend { name = "b37", actions = { shout = { doc = 7, apply = function() end } } }
