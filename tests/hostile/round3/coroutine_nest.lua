-- Coroutines within coroutines, each looping in pcall, and a coroutine
-- that yields across the host: the budget must end them all.
return require("golf4"):extend { name = "coroutine_nest", legal = { draw = function(g)
  local function deep(n)
    if n == 0 then while true do pcall(function() while true do end end) end end
    return coroutine.wrap(function() return deep(n - 1) end)()
  end
  return deep(50)
end } }
