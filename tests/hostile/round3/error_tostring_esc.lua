-- An error object whose __tostring returns terminal escapes (OSC 52 and
-- a CSI clear screen) and a 1 MB string.
local e = setmetatable({}, { __tostring = function()
  return "\27]52;c;aGVsbG8=\7\27[2J\27[H" .. string.rep("\27", 1 << 20)
end })
return require("golf4"):extend { name = "error_tostring_esc", setup = function(g) error(e) end }
