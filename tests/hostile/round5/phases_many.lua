-- Five thousand phases, one named CSI 2J.
local ph = {}
for i = 1, 5000 do ph[i] = "p" .. i end
ph[5001] = "\27[2J"
return require("golf4"):extend { name = "phases_many", phases = ph }
