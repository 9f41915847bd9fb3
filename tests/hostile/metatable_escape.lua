-- Tries to reach the shared globals through the environment's metatable.
local mt = getmetatable(_ENV)
if mt then error("escaped: the environment's metatable is reachable") end
local smt = getmetatable("")
if smt then error("escaped: the string metatable is reachable") end
error("refused: no metatable reachable")
