-- Planted bug (check: illegal): `discard` is offered as legal after a
-- stock draw, as in golf4, but its apply raises.
local golf4 = require "golf4"
return golf4:extend {
  name = "raise_apply",
  actions = { discard = { doc = "discard the drawn card (broken: raises)", apply = function(g, seat)
    error("planted: discard is broken")
  end } },
}
