-- An option whose patch returns a number where the hooks it replaces go.
return require("golf4"):extend { name = "patch_returns_number", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "a", patch = function(v, kit) return 42 end } } }
