-- Tries to require a file outside the variant path by a path-like name.
local x = require("../../../etc/passwd")
return require("golf4")
