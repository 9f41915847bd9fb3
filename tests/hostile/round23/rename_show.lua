return require("golf4"):extend {
  name = "showren2",
  actions = { show = { args = "s", doc = "turn a card up", apply = function(g, seat, s) end } },
  rename = { show = "reveal" },
}
