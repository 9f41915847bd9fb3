-- A kit that forbids a call on the first turn, in a variant with no call.
return require("golf4"):extend {
  name = "kit_no_call",
  actions = { knock = { doc = "end the hole", apply = function(g, seat) g:call(seat) end } },
  kit = {
    roles = { draw_stock = "draw stock", draw_discard = "draw discard", swap = "swap", discard = "discard" },
    phases = { draw = "draw", place = "place" },
    vars = { drawn_from = "drawn_from" },
    call_first_turn = false,
  },
}
