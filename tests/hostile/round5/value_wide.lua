-- A card value past 32 bits: the kit's table of values cut it to an int.
return require("golf4"):extend { name = "value_wide", card_value = function(g, c) return 1 << 40 end }
