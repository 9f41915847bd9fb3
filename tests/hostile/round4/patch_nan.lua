-- A patch that sets a kit field to NaN, and one that changes nothing: NaN
-- is never equal to itself, so the second was taken to set it too ("both
-- set the turn's target"); the kit's reader names the field instead.
return require("golf4"):extend { name = "patch_nan", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "a", patch = function(v, kit) kit.target = 0/0 end },
  beta = { default = "on", choices = { "on", "off" }, doc = "b", patch = function(v, kit) end } } }
