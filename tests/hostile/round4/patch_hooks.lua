-- Two options that replace one hook point with different functions.
return require("golf4"):extend { name = "patch_hooks", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "a",
            patch = function(v, kit) return { layout_score = function() return 1 end } end },
  beta = { default = "on", choices = { "on", "off" }, doc = "b",
           patch = function(v, kit) return { layout_score = function() return 2 end } end },
} }
