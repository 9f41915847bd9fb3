-- Options whose choices, doc and key trap: a choices list with a looping
-- __index and __len, a doc that is a table with __tostring, escapes in the
-- option's name.
local choices = setmetatable({}, {
  __index = function() while true do end end,
  __len = function() return 1 << 62 end,
})
return require("golf4"):extend { name = "option_traps", options = {
  trap = { default = 1, choices = choices, doc = setmetatable({}, { __tostring = function() while true do end end }) },
  ["\27]52;c;aGVsbG8=\7"] = { default = 1, choices = { 1, 2 }, doc = "\27[2J" },
} }
