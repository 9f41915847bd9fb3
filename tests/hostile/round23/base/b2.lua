-- a house rule on b1
return require("b1"):extend {
  name = "b2",
  bonuses = { lucky = "a lucky seven" },
}
