-- Concatenates 2^62 elements supplied by a C function (__index = rawlen),
-- so that no Lua instruction runs while the stock table.concat loops.
return require("golf4"):extend { name = "table_concat", setup = function(g)
  local t = setmetatable({}, { __index = rawlen })
  table.concat(t, "", 1, 1 << 62)
end }
