-- Planted bug (check: seen): a house rule buries the replaced card: it goes
-- face up on the discards (G-6), then face down onto the stock as if nobody
-- had seen it; every seat saw it, so every seat must still know it.
local golf4 = require "golf4"
local swap = golf4.actions.swap
return golf4:extend {
  name = "buried_discard",
  actions = { swap = { args = "s", doc = swap.doc, apply = function(g, seat, slot)
    local old = g:slot(seat, slot)
    swap.apply(g, seat, slot)
    if g:where(old) == g:discard() then g:move(old, g:stock(), nil, "down unseen") end
  end } },
}
