-- a rename is a name too: "swap" renamed "draw" writes "swap 2" as
-- "draw 2", which is also this house rule's own action
return require("golf4"):extend {
  name = "rename_clash",
  rename = { swap = "draw" },
  actions = {
    ["draw 2"] = { doc = "draw two", apply = function(g, seat) end },
  },
}
