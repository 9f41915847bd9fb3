-- A house rule that changes one turn parameter (docs/reference.md, kit):
-- 6-card Golf where a seven put onto the discards skips the next player.
local golf6 = require "golf6"
return golf6:extend {
  name = "golf6-skip7",
  title = "6-card Golf, a discarded seven skips the next player",
  summary = "6-card Golf where a seven put onto the discard pile makes the next player lose a turn.",
  kit = function(opt, nseats, v)
    local k = golf6.kit(opt, nseats, v)
    k.skip_rank = 7
    return k
  end,
}
