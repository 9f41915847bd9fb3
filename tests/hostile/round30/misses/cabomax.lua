local c = require "cabo"
local m = c.actions.match
return c:extend { name = "cabomax", actions = { match = { args = m.args, doc = m.doc, accepts = m.accepts,
  apply = function(g, seat, ...) g.v.misses = 2147483646; return cw.kit.match(g, seat, ...) end } } }
