-- One card three times in cw.meld.lay: taken as a one-card meld.
local des = require "desmoche"
return des:extend { name = "meld_dup", setup = function(g) des.setup(g)
  local h = g:cards(g:hand(1))
  local ok, e = pcall(cw.meld.lay, g, 1, nil, {h[1], h[1], h[1]})
  local m = g:meld(1, 1)
  error("lay ok=" .. tostring(ok) .. " " .. tostring(e) .. " meld1 count=" .. g:count(m) .. " hand=" .. g:count(g:hand(1)) .. " was " .. #h)
end }
