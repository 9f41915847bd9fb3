-- House rule 10: Desmoche where Q-K-A is a valid run and the Color bonus is paid twice.
return require("desmoche"):extend {
  name = "hr05-desmoche-qka",
  options = { ace_runs = { default = "low_or_high" }, color_pays = { default = 2 } },
}
