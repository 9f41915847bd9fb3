-- A patch returning hooks that are not functions, for points that do not exist.
return require("golf4"):extend { name = "patch_odd", options = {
  alpha = { default = "on", choices = { "on", "off" }, doc = "a",
            patch = function(v, kit) return { ["legal.\27[2J"] = 42, ["actions.nothing"] = "x" } end } } }
