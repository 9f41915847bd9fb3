-- Tries to write a file when the variant is loaded.
local f = io.open("/tmp/cardwright-hostile-was-here", "w")
f:write("escaped")
return require("golf4")
