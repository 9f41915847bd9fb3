-- A message handler that never returns, given to xpcall around a loop the
-- budget stops: Lua runs a handler where the error arose, and the budget's
-- error arises in its hook, with hooks off; the handler looped for ever at
-- load, so every command that loads the file hung (variants, rules).
xpcall(function() while true do end end, function() while true do end end)
return require("golf4"):extend { name = "xpcall_load", title = "xpcall at load" }
