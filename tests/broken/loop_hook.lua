-- Planted bug (check: budget): the legal hook of the place phase never
-- returns; the instruction budget stops it, so the draw that leads there
-- fails when applied.
local golf4 = require "golf4"
return golf4:extend {
  name = "loop_hook",
  legal = { place = function(g, seat)
    local n = 0
    while true do n = n + 1 end
  end },
}
