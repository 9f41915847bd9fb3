-- A hostile house rule: an action whose name holds ESC ] 52 (a clipboard
-- write): refused when the variant loads, the name shown escaped.
local golf4 = require "golf4"
local actions = {}
for k, v in pairs(golf4.actions) do actions[k] = v end
actions["knock\27]52;c;cHduZWQ=\7"] = { apply = function() end }
return golf4:extend { name = "osc_verb", actions = actions }
