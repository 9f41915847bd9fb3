return require("golf4"):extend {
  name = "b26c",
  options = { mode = { default = "off", choices = { "off", "on" }, int = "no", doc = "x" } },
}
