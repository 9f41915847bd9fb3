-- Budget and memory through string.format: a width past the format's
-- limit, then a precision, then %s of a growing string in a loop.
return require("golf4"):extend { name = "fmt_width", setup = function(g)
  local ok = pcall(string.format, "%99999999d", 1)
  pcall(string.format, "%.99999999f", 1)
  local s = "x"
  while true do s = string.format("%s%s", s, s) end
end }
