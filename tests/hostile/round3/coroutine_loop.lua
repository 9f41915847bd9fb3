-- A loop inside a coroutine: a debug hook is per thread, so a budget set
-- on the main thread alone does not count it.
return require("golf4"):extend { name = "coroutine_loop", setup = function(g)
  local co = coroutine.wrap(function() while true do end end)
  co()
end }
