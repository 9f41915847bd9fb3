-- A house rule that tells a layout all face up while it is not: every
-- seat would read a false "has every card face up".
local golf4 = require "golf4"
return golf4:extend {
  name = "falseout",
  actions = { knock = { role = "call", doc = "end the hole", apply = function(g, seat)
    g:call(seat, "out")
    g:next_turn()
  end } },
}
