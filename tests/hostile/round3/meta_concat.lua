-- A __concat that recurses through string.format and tostring (C
-- functions calling back into Lua).
local mt = {}
mt.__concat = function(a, b) return string.format("%s", tostring(a)) .. a end
mt.__tostring = function(a) return "x" .. a end
return require("golf4"):extend { name = "meta_concat", setup = function(g)
  return setmetatable({}, mt) .. "y"
end }
