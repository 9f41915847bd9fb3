-- our table says "rap" to knock and "take" for the stock card
return require("golf4"):extend {
  name = "rap",
  rename = { knock = "rap", ["draw stock"] = "take" },
}
