-- A house rule that misspells a field of the kit's deal (slotz for slots):
-- it played with the base's deal, without a word.
local golf4 = require "golf4"
return golf4:extend {
  name = "dealtypo",
  kit = function(opt, nseats, v)
    local k = golf4.kit(opt, nseats, v)
    k.deal = { slotz = 3, show = { 1 } }
    return k
  end,
  overrides = golf4.overrides,
}
