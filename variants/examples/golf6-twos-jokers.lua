-- House rule 6 (rules/house-rules.md): 6-card Golf where twos are +2 and two
-- jokers per deck are -5. golf6 already scores twos +2 when jokers are in the
-- deck (G6 options `jokers`, `joker_value`): only the defaults change.
return require("golf6"):extend {
  name = "golf6-twos-jokers",
  title = "6-card Golf, twos +2, jokers -5",
  summary = "6-card Golf with two jokers per deck worth -5 each, and twos worth +2.",
  options = {
    jokers = { default = 2 },
    joker_value = { default = -5 },
  },
}
