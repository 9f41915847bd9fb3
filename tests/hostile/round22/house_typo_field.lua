-- a mistyped field: its error names the line that defines it
return require("golf4"):extend {
  name = "house_typo_field",
  layuot = { rows = 2 },
}
