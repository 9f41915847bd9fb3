-- A hook's error with a NUL byte inside: the message is shown whole,
-- the NUL escaped, never cut at it.
return require("golf4"):extend {
  name = "error_nul",
  card_value = function(g, card) error("before\0after", 0) end,
}
