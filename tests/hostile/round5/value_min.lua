-- Every card worth -2^31: the table's sum negated it (-v) in 32 bits.
return require("golf4"):extend { name = "value_min", card_value = function(g, c) return -0x80000000 end }
