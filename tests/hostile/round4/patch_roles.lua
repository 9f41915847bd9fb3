-- Two options that give one role two different verbs, in place.
return require("golf4"):extend { name = "patch_roles", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "swap by look",
            patch = function(v, kit) kit.roles.swap = "look" end },
  beta = { default = "on", choices = { "on", "off" }, doc = "swap by peek",
           patch = function(v, kit) kit.roles.swap = "peek" end },
} }
