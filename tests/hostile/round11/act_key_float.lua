-- An action keyed by a number: an unclear error, then a nil index.
local golf4 = require "golf4"
local golf = require "golf"
return golf4:extend {
  name = "act_key_float",
actions = { [1.5] = { apply = function() end } },
}
