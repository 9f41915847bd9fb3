-- A test file that deals the seed of a game in play and prints its cards.
local t = game { variant = "golf4", players = 2, seed = 11 }
for s = 1, 2 do
  local r = {}
  for k = 1, 4 do r[#r + 1] = t:face(s, k) end
  diag("seat " .. s .. ": " .. table.concat(r, " "))
end
done()
