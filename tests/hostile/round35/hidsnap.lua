-- Cactus with snap_attempts hidden: a misspelt snap_atempts suggested the hidden option.
local cactus = require "cactus"
return cactus:extend { name = "hidsnap", options = { snap_attempts = false } }
