-- vars and seat_vars start values past 32 bits are stored wrapped, where a write of them is refused
local golf4 = require "golf4"
return golf4:extend {
  name = "varwrap",
  vars = { big = (1 << 32) + 5, neg = -(1 << 31) - 1 }, seat_vars = { s = 1 << 40 },
  setup = function(g)
    golf4.setup(g)
    local ok, e = pcall(function() g.v.big = (1 << 32) + 5 end)
    error(("start values: big=%d neg=%d s=%d; writing 2^32+5: %s"):format(g.v.big, g.v.neg, g.sv[1].s, tostring(e)), 0)
  end,
}
