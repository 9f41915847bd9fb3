-- explain answering a table with an escaping __tostring: nothing shown, exit 0.
local golf4 = require "golf4"
local golf = require "golf"

return golf4:extend {
  name = "explain_tbl",
explain = function(g, seat) return setmetatable({}, {__tostring = function() return "\27[2J" end}) end,
}
