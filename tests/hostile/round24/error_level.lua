-- errors raised with no place of their own (level 2 from a hook, a
-- number, an error in the error handlers) are put at the line they were
-- raised at; level 0 asks for no place
local base = require "golf4"
return base:extend { name = "error_level",
  options = { mode = { default = 1, int = true, min = 1, max = 5, doc = "which error" } },
  setup = function(g)
    local m = g.opt.mode
    if m == 1 then error("level 0", 0)
    elseif m == 2 then error("level 2", 2)
    elseif m == 3 then error(12.5)
    elseif m == 5 then local function h(msg) return select(2, xpcall(error, h, msg)) end; local ok, e = xpcall(error, h, "z"); error(e)
    else local t = setmetatable({}, {__index = function(t, k) return t[k] end}); return t.x end
  end }
