-- The table of verb roles the DSL checks against is reachable as
-- cw.verb_roles: a script adds a role of its own and gives it to a verb.
pcall(function() cw.verb_roles["\27]52;c;aGk=\7"] = true end)
pcall(function() cw.verb_roles.teleport = true end)
local base = require("golf4")
local acts = {}
for k, v in pairs(base.actions) do acts[k] = v end
local swap = {}
for k, v in pairs(base.actions.swap) do swap[k] = v end
swap.role = "teleport"
acts.swap = swap
return base:extend { name = "role_forge", actions = acts }
