-- A kit step called with a seat past 32 bits: named in the error as given
-- (it said "bad seat 2").
local base = require("golf4")
local swap = base.actions.swap
return base:extend { name = "kit_seat_wrap", actions = { swap = { args = swap.args, doc = swap.doc,
  apply = function(g, seat, slot) cw.kit.swap(g, (1 << 32) + seat, slot) end } } }
