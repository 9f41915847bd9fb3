-- A weak table made through a metatable that carries __metatable (so
-- setmetatable skips its guard), then given __mode afterwards. Whether
-- the collector has run since the last deal decides an extra shuffle.
local mt = { __metatable = "mine" }
local weak = setmetatable({}, mt)
mt.__mode = "v"
local golf4 = require("golf4")
return golf4:extend {
  name = "weakdeal",
  setup = function(g)
    if weak[1] == nil then g:shuffle(g:stock()) end
    weak[1] = {}
    return golf4.setup(g)
  end,
}
