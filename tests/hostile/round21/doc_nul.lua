-- An option doc with a NUL byte: `rules` would show it cut short.
-- Refused at load, naming the field.
return require("golf4"):extend {
  name = "doc_nul",
  options = { mode = { default = "a", choices = { "a", "b" }, doc = "mode\0hidden tail" } },
}
