return require("golf4"):extend { name = "v1", layout = { rows = 2, cols = 3 }, deck = { decks = 2, jokers = 2 } }
