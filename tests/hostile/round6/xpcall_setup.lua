-- The same in a hook: the round's setup.
return require("golf4"):extend { name = "xpcall_setup", title = "xpcall in setup",
  setup = function(g)
    xpcall(function() while true do end end, function() while true do end end)
  end }
