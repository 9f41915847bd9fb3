-- 9-card Golf, also Crazy Nines, Nines (rules/golf.md, G9-*). Face-up play
-- as 6-card Golf (G9-3: G6-3, G6-4) from the family's golf.faceup.
local golf = require "golf"

-- G9-3: values as 6-card (A 1, 2 = -2, 3-10 face value, J 10, Q 10, K 0);
-- G9-4 twos_plus_jokers: twos +2 and jokers -2; queen; king (golf9-fuchs).
local values = { [0] = -2, 1, -2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0 }

local function card_value(g, card)
  local o, r = g.opt, g:rank(card)
  if r == 2 and o.twos_plus_jokers == "on" then return 2 end
  if r == 12 then return o.queen end
  if r == 13 then return o.king end
  return values[r]
end

-- G9-3, G9-5: pairs do not cancel; every card of a line of three equal (or
-- of a 2 x 2 block, or of an adjacent pair with adjacent_pairs) scores 0.
local lines = golf.per_options(function(o)
  return { lines = o.lines, square = o.square_block, adjacent = o.adjacent_pairs == "on" }
end)
local function layout_score(g, seat)
  return golf.line_score(g, seat, g.variant.card_value, lines(g.opt))
end

-- G9-1: two decks up to 4 players, one more per further two; jokers (two
-- per deck) with twos_plus_jokers or jokers = 2.
local function deck(opt, nseats)
  local decks = golf.auto_decks(opt, nseats)
  local jokers = (opt.twos_plus_jokers == "on" or opt.jokers == 2) and 2 * decks or 0
  return { decks = decks, jokers = jokers }
end

local on_off = { "off", "on" }

return golf.faceup {
  name = "golf9",
  title = "9-card Golf (Crazy Nines, Nines)",
  summary = "Nine cards in a 3 x 3 square, three turned up to start; draw and swap face up; "
         .. "the hole ends when one layout is all face up. Pairs do not cancel: a column of three equal scores 0.",
  players = { 2, 8 },
  layout = { rows = 3, cols = 3 },                                      -- G9-2
  absent = { knock = "the hole ends when one layout is all face up (G9-3, G6-4)" },
  zones = { "stock", "discard", "layout", "aside" },        -- G9-4 remove_lines: removed lines lie aside
  deck = deck,
  options = {
    decks = { default = "auto", choices = { "auto" }, int = true, min = 2, max = 4,
              doc = "decks: auto (2 up to 4 players, one more per further two) or a count (G9-1)" },
    start_flips = { patch = golf.patches.start_flips, default = 3, choices = { 3, 2, 0 }, doc = "cards each player turns up to start (G9-2)" },
    final_turns = { patch = golf.patches.final_turns, default = "off", choices = on_off,
                    doc = "when a layout is all face up, the others have one more turn first (G9-3, G6-4)" },
    twos_plus_jokers = { default = "off", choices = on_off,
                         doc = "twos score +2, and two jokers per deck score -2 (G9-4)" },
    jokers = { default = 0, choices = { 0, 2 }, doc = "jokers per deck, each -2 (G9-4 golf9-fuchs)" },
    queen = { default = 10, choices = { 10, 12, 0 }, doc = "the value of a queen; 0 in golf9-fuchs (G9-4)" },
    king = { default = 0, choices = { 0, 10 }, doc = "the value of a king; 10 in golf9-fuchs (G9-4)" },
    lines = { default = "column", choices = { "column", "rows_columns", "all" },
              doc = "three equal score 0 in a column, also in a row, also on a diagonal (G9-4)" },
    square_block = { default = 0, choices = { 0, -25 },
                     doc = "four equal in a 2 x 2 square score 0 and add this, once per block (G9-4, G9-5)" },
    lowest_zero = { patch = golf.patches.lowest_zero, default = "off", choices = on_off,
                    doc = "the lowest layouts score 0; a caller not lowest adds the lowest value (G9-4)" },
    remove_lines = { patch = golf.patches.remove_lines, default = "off", choices = on_off,
                     doc = "a completed face-up line or block of equal cards leaves the layout at once (G9-4)" },
    adjacent_pairs = { default = "off", choices = on_off,
                       doc = "Moraco: every card in an adjacent equal pair (across or down) scores 0 (G9-4)" },
  },
  card_value = card_value,
  layout_score = layout_score,
}
