-- Two actions that declare themselves the call.
return require("golf4"):extend {
  name = "kit_two_calls",
  actions = { stop = { role = "call", doc = "end the hole", apply = function(g, seat) g:call(seat) end } },
}
