-- Loading spends the whole 5 s of one call (a comparison of two 16 MB
-- strings, over and over): within the file's budget, but six of them on
-- the path kept `variants` busy for 30 s before the listing had one.
local A = string.rep("a", 16 << 20) .. "b"
local B = string.rep("a", 16 << 20) .. "c"
local n = 0
for _ = 1, 1000000 do if A == B then n = n + 1 end end
return require("golf4"):extend { name = "slow_load" }
