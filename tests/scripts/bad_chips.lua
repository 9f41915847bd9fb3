-- chips may name only a declared variable and option (reference: variant.chips).
return require("golf4"):extend {
  name = "bad_chips",
  chips = { pot = "kitty" },
}
