-- Every card worth 2^31 - 1: the kit's sum of a layout, score --explain's
-- column sums and the table's "2 + 10 + ..." all added them in 32 bits.
return require("golf4"):extend { name = "value_huge", card_value = function(g, c) return 0x7fffffff end }
