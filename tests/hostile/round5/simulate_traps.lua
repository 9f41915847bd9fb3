-- simulate (the options sim plays by default) holds a table whose
-- __tostring answers OSC 52: the host printed the table's address.
local esc = setmetatable({}, { __tostring = function() return "\27]52;c;aGk=\7" .. string.rep("x", 300) end })
return require("golf4"):extend { name = "simulate_traps", simulate = { queen = esc, holes = 2 } }
