return require("golf4"):extend { name = "marks", options = {
  o1 = { default = "a", doc = "sign[؀]1" },
  o2 = { default = "a", doc = "syriac[܏]x" } } }
