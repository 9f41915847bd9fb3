-- check_options raising an error object with a looping __tostring, and
-- returning a reason holding escapes when it does not raise.
local e = setmetatable({}, { __tostring = function() while true do end end })
return require("golf4"):extend { name = "check_options_error", check_options = function(o, n)
  if n == 2 then error(e) end
  return "\27]52;c;aGVsbG8=\7 bad \27[31m"
end }
