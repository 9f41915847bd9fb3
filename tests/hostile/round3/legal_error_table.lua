-- A legal hook that raises an error object whose __tostring raises; then
-- one that returns a list whose __index and __len loop.
local n = 0
local mt = {}
mt.__tostring = function() error(setmetatable({}, mt)) end
return require("golf4"):extend { name = "legal_error_table", legal = { draw = function(g)
  n = n + 1
  if n == 1 then error(setmetatable({}, mt)) end
  return setmetatable({}, { __index = function() while true do end end, __len = function() return 1 << 62 end })
end } }
