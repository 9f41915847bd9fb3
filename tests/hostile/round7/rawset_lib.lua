-- rawset into the read-only math table: the DSL, loaded in the same
-- sandbox, would read the script's math.type when it checks an option.
rawset(math, "type", function() return "integer" end)
return require("golf4"):extend { name = "rawset_lib",
  options = { qq = { default = 0.5, int = true, min = 0.25, doc = "an integer option" } } }
