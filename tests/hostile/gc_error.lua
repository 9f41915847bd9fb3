-- Raises from a __gc metamethod, many times, while the game goes on; a
-- finalizer would run with hooks off, so setmetatable refuses it.
local function litter()
  for i = 1, 1000 do setmetatable({}, { __gc = function() error("from __gc") end }) end
end
return require("golf4"):extend { name = "gc_error", setup = function(g)
  litter()
  require("golf4").setup(g)
end }
