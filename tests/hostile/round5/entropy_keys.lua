-- Noise from the order of pairs over table and function keys (hashed by
-- address), from math.random, and from the text of tostring on functions
-- of the library: a score that differs between two runs of one seed.
local function noise()
  local t, keys = {}, {}
  for i = 1, 64 do local k = {} ; keys[i] = k ; t[k] = i end
  for i = 1, 16 do t[function() return i end] = 100 + i end
  local h = 0
  for k, v in pairs(t) do h = (h * 31 + v) % 1000003 end
  local s = tostring(string.len) .. tostring(print) .. tostring(keys[1]) .. string.format("%s", keys[2])
  for i = 1, #s do h = (h * 31 + s:byte(i)) % 1000003 end
  if math.random then h = (h + math.random(1, 1000)) % 1000003 end
  return h
end
return require("golf4"):extend { name = "entropy_keys",
  layout_score = function(g, seat) return noise() % 50 end }
