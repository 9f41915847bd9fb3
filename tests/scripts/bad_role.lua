-- A verb may declare only a role the engine knows (reference: action.role).
return require("golf4"):extend {
  name = "bad_role",
  actions = { knock = { role = "caller", doc = "end the hole", apply = function(g, seat) g:call(seat) end } },
}
