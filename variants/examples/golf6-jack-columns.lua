-- House rule 7 (rules/house-rules.md): 6-card Golf where a column of two
-- jacks scores -20 instead of 0.
local golf6 = require "golf6"

return golf6:extend {
  name = "golf6-jack-columns",
  title = "6-card Golf, a column of two jacks scores -20",
  summary = "6-card Golf where two jacks in one column score -20 instead of 0.",
  bonuses = { jack_column = "a column of two jacks scores -20 (house rule 7)" },
  layout_score = function(g, seat)
    local score = golf6.layout_score(g, seat)
    for col = 1, 3 do
      local top, bottom = g:slot(seat, col), g:slot(seat, col + 3)
      if top and bottom and g:rank(top) == 11 and g:rank(bottom) == 11 then
        score = score - 20
        g:bonus(seat, "jack_column")
      end
    end
    return score
  end,
}
