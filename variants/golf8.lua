-- 8-card Golf (rules/golf.md, G8-*). Face-up play from the family
-- (golf.faceup); what is its own: the deck, the first-turn column, the
-- compulsory flip after a discard and the scoring.
local golf = require "golf"

-- G8-6: joker -5, K 0, Q 10, J 10, A 1, 2-10 face value.
local values = { [0] = -5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0 }
local function card_value(g, card) return values[g:rank(card)] end

-- G8-6: a column pair scores 0 (jokers too); every two pair columns of one
-- rank score -10 together, an odd one left over 0.
local function layout_score(g, seat)
  return golf.column_score(g, seat, g.variant.card_value, { two_columns = -10 })
end

-- G8-1: two decks and four jokers up to 4 players; a deck and two jokers
-- more per further two players.
local function deck(opt, nseats)
  local decks = golf.auto_decks(opt, nseats)
  return { decks = decks, jokers = 2 * decks }
end

local on_off = { "off", "on" }

return golf.faceup {
  name = "golf8",
  title = "8-card Golf",
  summary = "Eight cards in two rows of four, face down; begin your first turn by turning a "
         .. "column up; draw and swap face up, or discard and turn a card. Column pairs score 0, "
         .. "two pair columns of a rank -10.",
  players = { 2, 8 },
  layout = { rows = 2, cols = 4 },                                      -- G8-2
  -- G8-5: no knock; turning the last card up gives the others one more turn
  absent = { knock = "when a player turns their last card up, the others have one more turn (G8-5)" },
  deck = deck,
  options = {
    decks = { default = "auto", choices = { "auto" }, int = true, min = 2, max = 4,
              doc = "decks (each with two jokers): auto (2 up to 4 players, one more per two more) or a count (G8-1)" },
    first_flips = { patch = golf.patches.first_flips, default = "column", choices = { "column", "any2" },
                    doc = "a first turn begins with `flipcol C`, or two `flip SLOT` (G8-3)" },
    flip_on_discard = { patch = golf.patches.flip_on_discard, default = "on", choices = on_off,
                        doc = "a discarded stock draw obliges a flip, unless one card is left face down (G8-4)" },
    final_turns = { patch = golf.patches.final_turns, default = "on", choices = on_off,
                    doc = "after a layout is all face up, every other player has one more turn (G8-5)" },
    lock_full_columns = { patch = golf.patches.lock_full_columns, default = "off", choices = on_off,
                          doc = "a column with both cards face up can no longer be replaced (G8-7)" },
  },
  card_value = card_value,
  layout_score = layout_score,
}
