-- round 29: sim compare overflow (see tests/sh/hostile_round29.sh)
return require("golf4"):extend { name = "sim_compare_overflow",
  options = { holes = { default = 1 } },
  layout_score = function(g, seat) return seat == 1 and 0 or 1000000000 end }
