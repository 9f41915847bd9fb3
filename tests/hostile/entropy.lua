-- Takes entropy from inside the sandbox: addresses in tostring, and the
-- order of pairs over string keys (the string hash is seeded per state).
local function entropy()
  local n = 0
  for c in tostring({}):gmatch("%x") do n = (n * 7 + tonumber(c, 16)) % 1000003 end
  local t = {}
  for i = 1, 20 do t["k" .. i] = i end
  for k, v in pairs(t) do n = (n * 31 + v) % 1000003 end
  return n
end
return require("golf4"):extend { name = "entropy", vars = { noise = 0 }, setup = function(g)
  g.v.noise = entropy()
  require("golf4").setup(g)
end }
