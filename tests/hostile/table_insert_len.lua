-- A __len that claims 2^62 elements: the stock table.insert shifts them
-- all, in C, one raw read and write at a time.
return require("golf4"):extend { name = "table_insert_len", setup = function(g)
  local t = setmetatable({}, { __len = function() return 1 << 62 end })
  table.insert(t, 1, "x")
end }
