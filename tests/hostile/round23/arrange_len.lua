-- cw.meld.arrange counts the list's own entries, not its __len
local bad = setmetatable({}, { __len = function() return -4294967296 + 40 end })
local base = require("desmoche")
return base:extend {
  name = "arrange_len",
  setup = function(g)
    if cw.meld.arrange(g, bad) ~= nil then error("no cards are no meld") end
    return base.setup(g)
  end,
}
