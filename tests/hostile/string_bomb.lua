-- Tries to exhaust memory with one huge string.
local s = string.rep("x", 1 << 30)
return require("golf4")
