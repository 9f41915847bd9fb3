-- cw.meld.shape counts the list's own entries, not what its __len says:
-- a negative length passed the "too many cards" check and read stack
-- garbage as card handles (ASan SEGV)
local bad = setmetatable({ 0, 1, 2 }, { __len = function() return -4294967296 + 1000 end })
return require("golf4"):extend {
  name = "shape_len",
  layout_score = function(g, seat)
    local n = cw.meld.shape(g, bad)
    return n
  end,
}
