-- An option of free values (no choices): a value given to it is one word.
return require("golf4"):extend { name = "option_free", title = "an option of free words",
  options = { zz = { default = "plain", doc = "free text" } } }
