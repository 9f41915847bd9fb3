-- The same backtracking pattern through gsub and gmatch, while loading.
local s = ("a"):rep(64)
for _ in s:gmatch(("a-"):rep(64) .. "b") do end
s:gsub(("a?"):rep(64) .. ("a"):rep(64) .. "b", "")
return require("golf4")
