-- Two house actions that need options (reference: action.needs): `blind`
-- needs peek = none, which golf4 offers; `glance` needs peek = all, which
-- no choice of peek is, so `rules` does not list it.
return require("golf4"):extend {
  name = "needs_listed",
  actions = {
    blind = { needs = { peek = "none" }, doc = "a house word for a blind swap", apply = function(g, seat) end },
    glance = { needs = { peek = { "all", "three" } }, doc = "a house word never offered", apply = function(g, seat) end },
  },
}
