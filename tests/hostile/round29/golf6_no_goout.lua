-- round 29: a house rule that leaves out golf6's go_out option (see tests/sh/hostile_round29.sh)
return require("golf6"):extend { name = "golf6_no_goout", options = { go_out = false } }
