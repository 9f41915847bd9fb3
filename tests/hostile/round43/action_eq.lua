return require("golf4"):extend { name = "action_eq",
  actions = { ["go=now"] = { doc = "x", apply = function(g, seat) end } } }
