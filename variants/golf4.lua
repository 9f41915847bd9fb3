-- 4-card Golf, also Turtle and Polish Polka (rules/golf.md, G4-*).
local golf = require "golf"

-- G4-5: A 1, 2-10 face value, J 10, Q 10, K 0.
local values = { [0] = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0 }

return golf.variant {
  name = "golf4",
  title = "4-card Golf (Turtle, Polish Polka)",
  summary = "Four cards face down in a 2 x 2 square; peek at the near two, draw and swap, "
         .. "knock when low: every other player then has one more turn. Lowest score wins.",
  players = { 2, 8 },                                   -- G4-1
  layout = { rows = 2, cols = 2 },                      -- G4-2
  deck = { decks = 1, jokers = 0 },                     -- G4-1
  options = {
    peek = { default = "nearest2", choices = { "nearest2", "any2", "one", "none" },
             doc = "the initial look: the two nearest cards, two or one chosen, or none (G4-2)" },
    knock_first_turn = { default = "yes", choices = { "yes", "no" },
                         doc = "whether a player may knock on their first turn (G4-4)" },
    stock_out = { default = "end" },                    -- G-8: the default for 4-card Golf
  },
  card_value = golf.value_table(values),
}
