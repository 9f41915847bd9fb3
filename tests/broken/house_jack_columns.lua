-- A house rule as an author would write it, with its bug (check: a script
-- fault): 4-card Golf where a column of two jacks scores -20 instead of
-- +20. The column loop runs one column too far (cols + 1): the third
-- "column" pairs slot 3 with slot 5, which does not exist, so whenever
-- slot 3 holds a jack the scoring reads a card that is not there.
local golf4 = require "golf4"
local base = golf4.layout_score
return golf4:extend {
  name = "house_jack_columns",
  title = "4-card Golf, jack columns -20",
  layout_score = function(g, seat)
    local total = base(g, seat)
    local _, cols = g:grid(seat)
    for col = 1, cols + 1 do
      local a, b = g:slot(seat, col), g:slot(seat, col + cols)
      if g:rank(a) == 11 and g:rank(b) == 11 then total = total - 40 end
    end
    return total
  end,
}
