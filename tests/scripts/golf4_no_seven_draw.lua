-- A house rule: a 7 on the discard pile may not be drawn. Its legal step
-- leaves the draw out and says why (g:why_not); knocking is as in golf4.
local golf4 = require "golf4"
return golf4:extend {
  name = "golf4_no_seven_draw",
  legal = {
    draw = function(g, seat)
      g:offer("draw stock")
      local top = g:top(g:discard())
      if g:rank(top) == 7 then
        g:why_not("draw discard", "the 7 on the pile may not be drawn (this house rule)\27[31m")
      else
        g:offer("draw discard")
      end
      g:offer("knock")
    end,
  },
}
