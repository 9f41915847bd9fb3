-- An __index that recurses without end, reached from C (table.concat
-- reads t[i] through the metamethod).
local t = setmetatable({}, {})
getmetatable(t).__index = function(self, k) return self[k + 1] end
return require("golf4"):extend { name = "meta_index_deep", setup = function(g)
  return table.concat(t, ",", 1, 3)
end }
