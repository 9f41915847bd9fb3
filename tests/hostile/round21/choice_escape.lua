-- An option choice holding ESC [2J: a recording's rule line would carry
-- it raw, and `cat` of the file would run it. Refused at load.
return require("golf4"):extend {
  name = "choice_escape",
  options = { mode = { default = "a", choices = { "a", "b\27[2J" }, doc = "a house mode" } },
}
