-- overrides returning forty unknown keys: the error named the first one
-- lua_next gave, which follows the hash seed, so each run named another.
local golf4 = require "golf4"
return golf4:extend { name = "overrides_keys", title = "forty unknown keys",
  overrides = function()
    local t = {}
    for i = 1, 40 do t["k" .. i] = function() end end
    return t
  end }
