-- Tries to reach the debug library to break out of the environment.
local info = debug.getinfo(1)
return require("golf4")
