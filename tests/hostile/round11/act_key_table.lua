-- An action keyed by a table: configure read its name as NULL (a crash).
local golf4 = require "golf4"
local golf = require "golf"
return golf4:extend {
  name = "act_key_table",
actions = { [{}] = { apply = function() end } },
}
