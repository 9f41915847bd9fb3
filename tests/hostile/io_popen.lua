-- Tries to open a pipe to a process.
local p = io.popen("id")
return require("golf4")
