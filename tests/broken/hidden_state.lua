-- Planted bug (check: roundtrip): the discard keeps a count in a Lua
-- upvalue, outside the game state, and writes it into a game variable: a
-- game replayed in a fresh runtime comes out different.
local golf4 = require "golf4"
local discard = golf4.actions.discard
local count = 0
return golf4:extend {
  name = "hidden_state",
  vars = { hidden = 0 },
  actions = { discard = { doc = discard.doc, apply = function(g, seat, ...)
    count = count + 1
    g.v.hidden = count
    return discard.apply(g, seat, ...)
  end } },
}
