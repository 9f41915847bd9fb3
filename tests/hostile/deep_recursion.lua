-- Recurses without end inside a hook.
local function down(n) return 1 + down(n + 1) end
return require("golf4"):extend { name = "deep_recursion", setup = function(g) down(1) end }
