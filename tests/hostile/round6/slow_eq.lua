-- `==` of two 20 MB strings is one instruction of the VM and a 20 MB
-- comparison in C: 2,000 of them ran before the count hook's first look
-- at the clock, and the 5 s deadline counted from there (9 s in all).
-- A state this large now has the hook every few instructions, the clock
-- at each, and the deadline from the call's start.
local a, b = string.rep("x", 20000000), string.rep("x", 20000000)
return require("golf4"):extend { name = "slow_eq", title = "long comparisons",
  layout_score = function(g, seat)
    while a == b do end
  end }
