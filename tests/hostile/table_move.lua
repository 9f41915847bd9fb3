-- Moves 2^62 slots: the stock table.move loops in C for ever.
return require("golf4"):extend { name = "table_move", setup = function(g)
  table.move({}, 1, 1 << 62, 2)
end }
