-- table.unpack of a million values and string.byte over a 900 KB string,
-- in a loop: each call pushed its values on a stack grown once, and
-- charged nothing. Both are now charged by what they walk.
local t = {}
for i = 1, 999000 do t[i] = i end
local s = string.rep("x", 900000)
return require("golf4"):extend { name = "unpack_loop", title = "unpack in a loop",
  layout_score = function(g, seat)
    while true do local _ = table.unpack(t, 1, 999000); local _ = s:byte(1, -1) end
  end }
