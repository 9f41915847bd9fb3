-- __lt and __eq that recurse or loop, reached from table.sort (C).
local mt = {}
mt.__lt = function(a, b) return a < b end
mt.__eq = function(a, b) while true do end end
return require("golf4"):extend { name = "meta_eq_lt", setup = function(g)
  local t = {}
  for i = 1, 10 do t[i] = setmetatable({}, mt) end
  table.sort(t)
end }
