-- pairs() over keys that are tables never numbered before: the order
-- follows heap addresses (ASLR), so the same seed gives different games.
local golf4 = require "golf4"
local ks, t = {}, {}
for i = 1, 13 do ks[i] = { rank = i } end
for i = 1, 13 do t[ks[i]] = true end
local perm, n = {}, 0
for k in pairs(t) do n = n + 1; perm[k.rank] = n end
return golf4:extend {
  name = "pairs_table_keys",
  title = "rank values " .. table.concat(perm, ","),
  card_value = function(g, card) return perm[g:rank(card)] or 0 end,
}
