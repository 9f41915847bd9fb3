-- An option table whose __pairs behaves while the DSL validates it, then
-- loops for ever when the host lists the options (rules, --rule).
local calls = 0
local options = { queen = { default = 10, choices = { 10, 12 }, doc = "value of a queen" } }
setmetatable(options, { __pairs = function(t)
  calls = calls + 1
  if calls > 1 then while true do end end
  return next, t, nil
end })
return require("golf4"):extend { name = "options_pairs", options = options }
