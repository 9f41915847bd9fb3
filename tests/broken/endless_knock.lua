-- Planted bug (check: endless): the knock ends the turn without calling,
-- so with the stock reshuffled (the default here) no round ever ends.
local golf = require "golf"
local golf4 = require "golf4"
return golf4:extend {
  name = "endless_knock",
  options = { stock_out = { default = "reshuffle" } },
  actions = { knock = { doc = "knock (broken: does not call)", apply = function(g, seat)
    golf.end_turn(g)
  end } },
}
