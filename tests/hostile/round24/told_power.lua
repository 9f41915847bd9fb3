-- an action that changes nothing but tells the table (as a Cabo miss named
-- one by one with no stock left, CABO-M7): no fault
return require("kit_power"):extend {
  name = "told_power",
  actions = { ["power peek"] = { args = "t", apply = function(g, seat, ts, tl) g:announce(seat, "power peek", ts, tl) end,
                doc = "use a drawn 9: look at any one card" } },
}
