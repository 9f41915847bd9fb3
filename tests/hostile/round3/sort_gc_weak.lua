-- Weak tables and collectgarbage: results that would depend on when the
-- collector runs (the same seed must give the same game).
local cache = setmetatable({}, { __mode = "k" })
return require("golf4"):extend { name = "sort_gc_weak", setup = function(g)
  for i = 1, 1000 do cache[{}] = i end
  if collectgarbage then collectgarbage() end
  local n = 0
  for _ in pairs(cache) do n = n + 1 end
  g:log("weak " .. n)
  return require("golf4").setup(g)
end }
