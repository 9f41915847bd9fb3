-- Planted bug (check: zone): the card a swap replaces goes onto the
-- discard pile (G-6), but when the pile was empty (its only card just
-- drawn) it is set aside instead, and lost to the game: golf4 declares no
-- aside zone.
local golf4 = require "golf4"
local swap = golf4.actions.swap
return golf4:extend {
  name = "lost_aside",
  actions = { swap = { args = "s", doc = swap.doc, apply = function(g, seat, slot)
    local old, empty = g:slot(seat, slot), g:count(g:discard()) == 0
    swap.apply(g, seat, slot)
    if empty and g:where(old) == g:discard() then g:move(old, g:aside(), nil, "up") end
  end } },
}
