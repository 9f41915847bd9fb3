return require("golf4"):extend { name = "b1",
  bonuses = { ["bad key"] = "x" } }
