-- simulate holds a table whose __tostring never returns.
local loop = setmetatable({}, { __tostring = function() while true do end end })
return require("golf4"):extend { name = "simulate_loop", simulate = { queen = loop } }
