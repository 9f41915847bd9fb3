-- Two options whose patches change one nested field of the kit in place:
-- both set deal.slots (the second silently won before).
return require("golf4"):extend { name = "patch_nested", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "deal three",
            patch = function(v, kit) if v == "on" then kit.deal.slots = 3 end end },
  beta = { default = "on", choices = { "on", "off" }, doc = "deal four",
           patch = function(v, kit) if v == "on" then kit.deal.slots = 4 end end },
} }
