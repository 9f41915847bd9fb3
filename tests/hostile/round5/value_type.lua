-- A card value that is a table: the kit's table of values took it as 0.
return require("golf4"):extend { name = "value_type", card_value = function(g, c) return {} end }
