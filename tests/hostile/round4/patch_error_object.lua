-- An option whose patch raises a table whose __tostring holds OSC 52.
return require("golf4"):extend { name = "patch_error_object", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "a", patch = function(v, kit)
    error(setmetatable({}, { __tostring = function() return "\27]52;c;aGk=\7" end })) end } } }
