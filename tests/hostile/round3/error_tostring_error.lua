-- An error object whose __tostring raises another error object of the
-- same kind.
local mt = {}
mt.__tostring = function(self) error(setmetatable({}, mt)) end
return require("golf4"):extend { name = "error_tostring_error", setup = function(g)
  error(setmetatable({}, mt))
end }
