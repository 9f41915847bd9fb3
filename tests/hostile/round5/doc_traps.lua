-- A doc table whose __index loops, __pairs loops and __len is 2^62.
local loop = setmetatable({}, { __index = function(t, k) while true do end end, __pairs = function() while true do end end,
  __len = function() return 2^62 end })
return require("golf4"):extend { name = "doc_traps", doc = loop }
