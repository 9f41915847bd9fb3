-- Raises from an __index metamethod inside a hook.
local trap = setmetatable({}, { __index = function(t, k) error("trapped " .. k) end })
return require("golf4"):extend { name = "index_error", setup = function(g)
  return trap.anything
end }
