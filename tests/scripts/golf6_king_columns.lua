-- A house rule that changes only layout_score: a column of two kings
-- scores -100 (a king is 0 in golf6, and a pair column 0, G6-5).
local golf6 = require "golf6"
return golf6:extend {
  name = "golf6-king-columns",
  layout_score = function(g, seat)
    local score = golf6.layout_score(g, seat)
    for col = 1, 3 do
      local top, bottom = g:slot(seat, col), g:slot(seat, col + 3)
      if top and bottom and g:rank(top) == 13 and g:rank(bottom) == 13 then score = score - 100 end
    end
    return score
  end,
}
