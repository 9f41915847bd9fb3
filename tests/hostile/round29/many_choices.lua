-- round 29: many choices (see tests/sh/hostile_round29.sh)
local t = {} for i = 1, 842 do t[i] = i end
return require("golf4"):extend { name = "many_choices",
  options = { k = { default = 1, choices = t, doc = "one of many" } } }
