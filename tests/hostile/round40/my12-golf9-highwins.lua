-- 9-card Golf where the highest total wins the match
return require("golf9"):extend {
  name = "my12-golf9-highwins",
  title = "9-card Golf, highest total wins",
  summary = "9-card Golf played upside down: the highest total wins the match.",
  wins = "highest",
  options = { holes = { default = 3 } },
}
