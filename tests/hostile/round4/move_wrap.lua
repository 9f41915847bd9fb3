-- g:move with a position of 2^31: narrowed to a negative int, then one
-- taken from it (a signed overflow in C: undefined behaviour).
local base = require("golf4")
return base:extend { name = "move_wrap", setup = function(g)
  cw.kit.deal(g)
  g:move(g:top(g:stock()), g:discard(), 1 << 31)
end }
