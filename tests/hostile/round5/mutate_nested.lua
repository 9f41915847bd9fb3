-- Nested tables kept by the script and changed after variant{} checked
-- them: a rename that clashes, an alias and a choice holding escapes, an
-- args string past the parser's limits, a role that is none.
local base = require("golf4")
local acts = {}
for k, v in pairs(base.actions) do acts[k] = v end
local knock = {}
for k, v in pairs(base.actions.knock) do knock[k] = v end
acts.knock = knock
local rename = { swap = "trade" }
local opt = { default = "a", choices = { "a", "b" }, doc = "plain" }
local v = base:extend { name = "mutate_nested", actions = acts, rename = rename, options = { extra = opt } }
rename.swap = "discard"
rename.knock = "\27]52;c;aGk=\7"
knock.words = { "\27[2J" }
knock.aliases = { "\27]0;x\7" }
knock.role = "teleport"
knock.args = string.rep("c", 300)
opt.choices[3] = "\27]52;c;aGk=\7"
opt.doc = "\27[2Jdoc"
opt.default = "\27[5m"
return v
