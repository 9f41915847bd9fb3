-- An error object that is a table whose __tostring loops: whoever turns
-- the error into a message runs it.
local e = setmetatable({}, { __tostring = function() while true do end end })
return require("golf4"):extend { name = "error_tostring_loop", setup = function(g) error(e) end }
