-- Tries to load a precompiled chunk: only text chunks are accepted.
local f, err = load("\27Lua\84\0\25\147\13\10\26\10")
if f then error("bytecode was loaded") end
error("refused: " .. tostring(err))
