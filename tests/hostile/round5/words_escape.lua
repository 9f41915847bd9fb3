-- An action's extra words hold OSC 52 and CSI 2J.
local base = require("golf4")
local acts = {}
for k, v in pairs(base.actions) do acts[k] = v end
local knock = {}
for k, v in pairs(base.actions.knock) do knock[k] = v end
knock.words = { "\27]52;c;aGk=\7", "\27[2J" }
knock.aliases = { "\27[5m" }
knock.doc = "\27]0;title\7knock"
acts.knock = knock
return base:extend { name = "words_escape", actions = acts }
