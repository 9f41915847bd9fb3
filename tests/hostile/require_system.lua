-- Tries to reach a system module through require.
local os = require("os")
return require("golf4")
