-- table.concat with a 1 MB separator over 100000 elements: a 100 GB result
-- built in C.
return require("golf4"):extend { name = "concat_sep", setup = function(g)
  local t = {}
  for i = 1, 100000 do t[i] = "" end
  return table.concat(t, string.rep("x", 1 << 20))
end }
