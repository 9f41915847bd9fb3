-- round 29: new leak (see tests/sh/hostile_round29.sh)
local base = require("golf4")
local k = {} for f, v in pairs(base.actions.knock) do k[f] = v end
k.aliases = { "ka", "kb", "kc", "kd", "ke" }
return base:extend { name = "new_leak", actions = { knock = k } }
