-- Hooks answering a table whose metamethods loop or hold OSC 52:
-- match_over, memory_aid, explain, stats, max_actions, check_options.
local trap = setmetatable({}, { __index = function() while true do end end, __eq = function() while true do end end,
  __tostring = function() return "\27]52;c;aGk=\7" end, __len = function() return 2^62 end, __call = function() while true do end end })
return require("golf4"):extend { name = "odd_returns",
  match_over = function(g) return trap end,
  memory_aid = function(opt) return trap end,
  explain = function(g, seat) return trap end,
  stats = function(g) return trap end,
  max_actions = function(opt, n) return trap, trap end,
  check_options = function(opt, n) return trap end,
}
