-- 6-card Golf (rules/golf.md, G6-*). The face-up play (start flips, swap
-- face up, the hole ending on a full layout) is the family's golf.faceup.
local golf = require "golf"

-- G6-5: A 1, 2 = -2, 3-10 face value, J 10, Q 10, K 0.
-- With jokers (option `jokers`), twos score +2 and a joker `joker_value`.
local values = { [0] = 0, 1, -2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0 }

local function card_value(g, card)
  local o, r = g.opt, g:rank(card)
  if r == 0 then return o.joker_value end
  if r == 2 and o.jokers > 0 then return 2 end
  if r == 11 and o.one_eyed_jacks == 0 then
    local s = g:suit(card)
    if s == "S" or s == "H" then return 0 end
  end
  return values[r]
end

-- G6-5: two equal ranks in one column score 0 for the column (even two twos);
-- then the bonus options. With pairs = anywhere the column bonuses do not apply.
local columns = golf.per_options(function(o)
  return {
    keep_negative = o.negative_pairs_keep == "on",
    two_columns = o.four_equal_two_columns,
    square = o.square_block,
    six_equal = o.six_equal,
    joker_columns = o.joker_columns,
  }
end)

local function layout_score(g, seat)
  local o = g.opt
  if o.pairs == "anywhere" then return golf.pair_score(g, seat, g.variant.card_value, "anywhere") end
  return golf.column_score(g, seat, g.variant.card_value, columns(o))
end

-- G6-1: one deck for 2-4 players, a second from 5, a third from 9.
local function deck(opt, nseats)
  local decks = opt.decks
  if decks == "auto" then decks = nseats >= 9 and 3 or nseats >= 5 and 2 or 1 end
  return { decks = decks, jokers = opt.jokers * decks }
end

local on_off = { "off", "on" }

return golf.faceup {
  name = "golf6",
  title = "6-card Golf",
  summary = "Six cards in two rows of three, two turned up to start; draw and swap, a placed "
         .. "card goes face up; the hole ends when one layout is all face up. Column pairs score 0.",
  players = { 2, 16 },                                                  -- G6-1
  layout = { rows = 2, cols = 3 },                                      -- G6-2
  absent = { knock = "the hole ends when one layout is all face up (G6-4)" },
  deck = deck,
  options = {
    decks = { default = "auto", choices = { "auto" }, int = true, min = 1, max = 3,
              doc = "decks: auto (a second from 5 players, a third from 9) or a count (G6-1)" },
    start_flips = { patch = golf.patches.start_flips, default = "any2",
                    choices = { "any2", "same_column", "different_columns", "middle_and_outer", "none_look_near_row" },
                    doc = "the two start flips: any, in one column, in two columns, one middle and one outer, "
                       .. "or none and a look at slots 4-6 (G6-2)" },
    rearrange = { patch = golf.patches.rearrange, default = "off", choices = on_off,
                  doc = "after the start flips, `arrange P1..P6`: slot k takes the card of slot Pk (G6-2)" },
    final_turns = { patch = golf.patches.final_turns, default = "off", choices = on_off,
                    doc = "when a layout is all face up, the others have one more turn first (G6-4)" },
    flip_turn = { patch = golf.patches.flip_turn, default = "off", choices = on_off,
                  doc = "a player may spend the turn turning one face-down card up (G6 options)" },
    flip_on_discard = { patch = golf.patches.flip_on_discard, default = "off", choices = on_off,
                        doc = "discarding a stock draw obliges a flip, unless one card is left face down (G6 options)" },
    go_out = { patch = golf.patches.go_out, default = "off", choices = on_off,
               doc = "`goout`: turn all your face-down cards up, ending the hole (G6 options)" },
    pairs = { default = "column", choices = { "column", "anywhere" },
              doc = "two equal ranks score 0 in one column, or anywhere in the layout (G6-5, options)" },
    jokers = { default = 0, choices = { 0, 2 },
               doc = "jokers per deck; then twos score +2 and jokers joker_value (G6 options)" },
    joker_value = { default = -2, choices = { -2, -5, -3, 0 },
                    doc = "the value of a joker when jokers = 2 (G6 options)" },
    one_eyed_jacks = { default = 10, choices = { 10, 0 },
                       doc = "the value of JS and JH (G6 options)" },
    negative_pairs_keep = { default = "off", choices = on_off,
                            doc = "two twos (or jokers) in a column keep their negative value (G6 options)" },
    four_equal_two_columns = { default = 0, int = true, min = -100, max = 0,
                               doc = "two pair columns of one rank score this together instead of 0 (G6 options)" },
    six_equal = { default = 0, int = true, min = -100, max = 0,
                  doc = "three pair columns of one rank (six equal, several decks) score this together (G6 options)" },
    square_block = { default = 0, int = true, min = -100, max = 0,
                     doc = "two side-by-side pair columns of one rank (a 2 x 2 square) score this; "
                        .. "squares overlap (G6 options)" },
    joker_columns = { default = 0, int = true, min = -100, max = 0,
                      doc = "two columns each a pair of jokers score this together (G6 options)" },
  },
  card_value = card_value,
  layout_score = layout_score,
}
