local golf4 = require "golf4"
local golf = require "golf"
local weak = setmetatable({}, { __mode = "v" })
local made = false
return golf4:extend {
  name = "weak",
  legal = {
    draw = function(g, seat)
      if not made then made = true; weak.x = {} end
      local junk = {}
      for i = 1, 300 do junk[i] = { i } end          -- about 20 KB of garbage a call
      if golf.can_draw_stock(g) then g:offer("draw stock") end
      if weak.x ~= nil then g:offer("draw discard") else g:offer("knock") end
    end,
  },
}
