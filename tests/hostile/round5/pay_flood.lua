-- A scoring that moves one chip a million times: the round's log fills.
local base = require("desmoche")
return base:extend { name = "pay_flood", score = function(g)
  base.score(g)
  local any
  for k in pairs(base.chips.reasons) do any = k break end
  for i = 1, 1000000 do g:pay(1, 2, 1, any) end
end }
