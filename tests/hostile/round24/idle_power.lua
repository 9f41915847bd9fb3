-- house rule 5 (kit_power.lua) with an apply of its own that does
-- nothing: the kit offers `power peek` on a drawn 9, the action changes
-- nothing and is offered again (a seat could take it for ever)
return require("kit_power"):extend {
  name = "idle_power",
  actions = { ["power peek"] = { args = "t", apply = function() end,
                doc = "use a drawn 9: look at any one card" } },
}
