-- Copies a 16 MB string at every instruction: the VM's `..` runs in C, so
-- the count hook alone saw a few instructions while gigabytes were copied.
-- Allocation is charged to the budget.
local big = string.rep("x", 16 << 20)
return require("golf4"):extend { name = "concat_loop", setup = function(g)
  while true do local t = big .. "x" end
end }
