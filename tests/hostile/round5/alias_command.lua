-- An alias that begins with a command of the table: `hint me` ran the
-- hint. play and new refuse it, naming the alias and the command.
local golf4 = require "golf4"
return golf4:extend {
  name = "alias_command",
  actions = { discard = { aliases = { "Hint me" }, apply = golf4.actions.discard.apply } },
}
