-- 10-card Golf (rules/golf.md, G10-*): 6-card Golf on two rows of five,
-- with at least two decks; play, scoring and options as 6-card (G10-2).
local golf = require "golf"

-- G10-1: 2 decks for up to 4 players, 3 for 5-6, 4 for 7-8 (jokers per deck).
local function deck(opt, nseats)
  local decks = golf.auto_decks(opt, nseats)
  return { decks = decks, jokers = opt.jokers * decks }
end

return require("golf6"):extend {
  name = "golf10",
  title = "10-card Golf",
  summary = "Ten cards in two rows of five, two turned up to start; play and scoring as 6-card Golf.",
  layout = { rows = 2, cols = 5 },                                      -- G10-1
  deck = deck,
  options = {
    decks = { default = "auto", min = 2, max = 4,
              doc = "decks: auto (2 up to 4 players, 3 for 5-6, 4 for 7-8) or a count (G10-1)" },
    start_flips = { doc = "the two start flips: any (G10-1), or as 6-card: in one column, in two columns, "
                       .. "one middle and one outer, or none and a look at the near row (G6-2)" },
    -- 10! orders cannot be offered as actions: no rearranging here.
    rearrange = { choices = { "off" }, doc = "not available in 10-card Golf (G6-2 rearrange)" },
  },
}
