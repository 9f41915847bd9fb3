-- Tries to exhaust memory a little at a time, inside a hook.
return require("golf4"):extend { name = "table_bomb", setup = function(g)
  local t = {}
  local i = 0
  while true do i = i + 1; t[i] = { i, i, i, i } end
end }
