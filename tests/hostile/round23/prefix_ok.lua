-- "take" takes a card, and "back" is no card: "take back" is its own
-- action, never read as "take" (the reader tells them apart)
return require("golf4"):extend {
  name = "prefix_ok",
  actions = {
    take = { args = "c", doc = "take a card", apply = function(g, seat, c) end },
    ["take back"] = { doc = "take it back", apply = function(g, seat) end },
  },
}
