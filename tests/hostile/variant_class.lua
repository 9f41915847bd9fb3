-- Reaches for the Variant class to put a looping __index on it, or to
-- forge a variant without validation.
local v = require("golf4")
local class = getmetatable(v)
if class then
  class.__index = function() while true do end end
  return setmetatable({ name = "variant_class" }, class)
end
error("refused: the variant class is sealed")
