-- Three hundred variables, one named OSC 52, and seat variables of 2^62.
local v, sv = {}, {}
for i = 1, 300 do v["v" .. i] = 0 end
v["\27]52;c;aGk=\7"] = 0
sv.big = 1 << 62
return require("golf4"):extend { name = "vars_escape", vars = v, seat_vars = sv }
