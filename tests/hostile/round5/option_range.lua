-- An integer option over all 64 bits: rules prints the range, --rule
-- reads its ends, check plays its choices.
return require("golf4"):extend { name = "option_range", options = {
  span = { default = 0, min = math.mininteger, max = math.maxinteger, int = true, doc = "any integer" } } }
