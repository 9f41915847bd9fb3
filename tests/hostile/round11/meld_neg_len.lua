-- cw.meld.lay with a card list whose __len is negative: the count passes the
-- "more than N cards" check and reaches memcpy as a negative size.
local des = require "desmoche"
local neg = setmetatable({}, { __len = function() return -5 end })
return des:extend {
  name = "meld_neg_len",
  setup = function(g)
    des.setup(g)
    cw.meld.lay(g, 1, nil, neg)
  end,
}
