-- Control bytes in every printed field: name, title, summary, the action
-- words and phase names, an option doc, and an error message. (An option's
-- choice and a NUL byte in a text are refused at load since the seventeenth
-- session: round21's choice_escape.lua and doc_nul.lua.)
return require("golf4"):extend {
  name = "escape_fields",
  title = "T\27]52;c;aGVsbG8=\7\27[2J\r\8\127\u{9b}31m\u{202e}",
  summary = "S\27]8;;http://x\7link\27]8;;\7",
  options = { esc = { default = "a", choices = { "a", "b" }, doc = "\27]0;title\7" } },
  score = function(g) error("\27]52;c;aGVsbG8=\7 score \27[2J") end,
}
