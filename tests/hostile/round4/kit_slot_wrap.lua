-- A kit step called with a slot past 32 bits: 2^32 + 1 was cut to slot 1
-- and the swap went there.
local base = require("golf4")
local swap = base.actions.swap
return base:extend { name = "kit_slot_wrap", actions = { swap = { args = swap.args, doc = swap.doc,
  apply = function(g, seat, slot) cw.kit.swap(g, seat, (1 << 32) + slot) end } } }
