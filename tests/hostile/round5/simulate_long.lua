-- simulate sets sixty long options: sim --record wrote their text cut at
-- 1 KB, a rule line that the file could not be replayed from.
local opts, sim = {}, {}
for i = 1, 60 do
  local k = "opt" .. string.rep("o", 20) .. i
  opts[k] = { default = "a", choices = { "a", string.rep("b", 40) }, doc = "filler" }
  sim[k] = string.rep("b", 40)
end
return require("golf4"):extend { name = "simulate_long", options = opts, simulate = sim }
