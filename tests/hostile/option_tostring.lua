-- An option default whose __tostring loops: the host printed it with
-- luaL_tolstring outside any budget (rules, the recording's header).
local evil = setmetatable({}, { __tostring = function() while true do end end })
return require("golf4"):extend { name = "option_tostring",
  options = { trap = { default = evil, doc = "a trap" } } }
