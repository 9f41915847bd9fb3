-- Sorts 2^29 elements supplied by a C function: the stock table.sort
-- compares them in C without returning to the count hook.
return require("golf4"):extend { name = "table_sort", setup = function(g)
  local t = setmetatable({}, { __len = function() return 1 << 29 end, __index = rawlen })
  table.sort(t)
end }
