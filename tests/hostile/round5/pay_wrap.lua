-- g:pay with seats past 32 bits: it named them as they were cut
-- (4294967297 as 1).
return require("desmoche"):extend { name = "pay_wrap", setup = function(g)
  g:pay(2^32 + 1, 2^32 + 2, 1, "x") end }
