-- g:set_flags with a value past 0..255 is stored wrapped, not refused
local golf4 = require "golf4"
return golf4:extend {
  name = "flags256",
  setup = function(g)
    golf4.setup(g)
    local c = g:slot(1, 1)
    g:set_flags(c, 256); local a = g:flags(c)
    g:set_flags(c, -1); local b = g:flags(c)
    g:set_flags(c, 2^40 + 3); local d = g:flags(c)
    error(("flags after 256: %d, after -1: %d, after 2^40+3: %d"):format(a, b, d), 0)
  end,
}
