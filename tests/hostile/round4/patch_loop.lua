-- An option whose patch never returns: run by check_options, under the budget.
return require("golf4"):extend { name = "patch_loop", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "a", patch = function(v, kit) while true do end end } } }
