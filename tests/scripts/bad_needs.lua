-- An action's needs must name options of the variant (reference: action.needs).
return require("golf4"):extend {
  name = "bad_needs",
  actions = { knock = { needs = { knock_frist_turn = "on" }, doc = "end the hole", apply = function(g, seat) g:call(seat) end } },
}
