-- check_options, kit and overrides are given the variant as their third
-- argument: the read-only object, not the host's checked copy of its
-- fields. Each hook fails the load if it is handed a table it could
-- change (one without the object's protected metatable).
local g4 = require "golf4"
local function object(v, hook)
  if getmetatable(v) ~= false or pcall(rawset, v, "name", "x") then
    error(hook .. " was handed the host's copy of the fields")
  end
end
return g4:extend {
  name = "hook_fields",
  check_options = function(opt, n, v) object(v, "check_options") return nil end,
  overrides = function(opt, n, v) object(v, "overrides") return g4.overrides(opt, n, v) end,
}
