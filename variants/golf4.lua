-- 4-card Golf, also Turtle and Polish Polka (rules/golf.md, G4-*).
local golf = require "golf"

-- G4-5: A 1, 2-10 face value, J 10, Q 10, K 0; then the scoring options
-- ("Options of 4-card Golf"). A non-default `queen` or `jacks` wins over
-- jqk_0_12_13; black_queen_40 wins over `queen`.
local values = { [0] = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0 }

local function card_value(g, card)
  local o, r = g.opt, g:rank(card)
  if r == 0 then return -5 end                                    -- jokers = 2: each -5
  if r == 8 and o.black_queen_40 == "on" then return 0 end        -- eights 0
  if r == 11 then                                                 -- jack
    if o.jacks == "20_skip" then return 20 end
    if o.jacks == 0 then return 0 end
    return o.jqk_0_12_13 == "on" and 0 or 10
  end
  if r == 12 then                                                 -- queen
    if o.black_queen_40 == "on" then
      local s = g:suit(card)
      return (s == "S" or s == "C") and 40 or 10
    end
    if o.queen ~= 10 then return o.queen end
    return o.jqk_0_12_13 == "on" and 12 or 10
  end
  if r == 13 then return o.jqk_0_12_13 == "on" and 13 or 0 end    -- king
  return values[r]
end

-- one_eyed_jacks_wild: JS and JH pair with any card.
local function one_eyed_jack(g, card)
  local s = g:suit(card)
  return g:rank(card) == 11 and (s == "S" or s == "H")
end

local function layout_score(g, seat)
  local pairs, wild = g.opt.pairs, nil
  if g.opt.one_eyed_jacks_wild == "on" then
    wild = one_eyed_jack
    if pairs == "none" then pairs = "anywhere" end                -- needs pairs, else anywhere
  end
  return golf.pair_score(g, seat, g.variant.card_value, pairs, wild)
end

return golf.variant {
  name = "golf4",
  title = "4-card Golf (Turtle, Polish Polka)",
  summary = "Four cards face down in a 2 x 2 square; peek at the near two, draw and swap, "
         .. "knock when low: every other player then has one more turn. Lowest score wins.",
  players = { 2, 8 },                                                   -- G4-1
  layout = { rows = 2, cols = 2 },                                      -- G4-2
  deck = function(opt) return { decks = opt.decks, jokers = opt.jokers } end,  -- G4-1, jokers
  options = {
    peek = { default = "nearest2", choices = { "nearest2", "any2", "one", "none" },
             doc = "the initial look: the two nearest cards, two or one chosen, or none (G4-2)" },
    knock_first_turn = { default = "yes", choices = { "yes", "no" },
                         doc = "whether a player may knock on their first turn (G4-4)" },
    stock_out = { default = "end" },                                    -- G-8: the default for 4-card Golf
    decks = { default = 1, choices = { 1, 2 },
              doc = "one 52-card deck, or two shuffled together for many players (G4-1)" },
    pairs = { default = "none", choices = { "none", "anywhere", "line" },
              doc = "two equal ranks score 0: anywhere, or only in one row or column (G4 options: pairs)" },
    queen = { default = 10, choices = { 10, 12, 13, 20 },
              doc = "the value of a queen (G4 options: queen; G4-5)" },
    black_queen_40 = { default = "off", choices = { "off", "on" },
                       doc = "QS and QC score 40, QH and QD 10, eights 0 (G4 options: black_queen_40)" },
    one_eyed_jacks_wild = { default = "off", choices = { "off", "on" },
                            doc = "JS and JH pair with any card; pairs=none then counts as anywhere (G4 options)" },
    jacks = { default = 10, choices = { 10, 0, "20_skip" },
              doc = "a jack scores 10, 0, or 20 and a discarded jack skips the next player (G4 options: jacks)" },
    jqk_0_12_13 = { default = "off", choices = { "off", "on" },
                    doc = "J 0, Q 12, K 13 (G4 options: jqk_0_12_13)" },
    jokers = { default = 0, choices = { 0, 2 },
               doc = "two jokers in the deck, each -5 (G4 options: jokers)" },
    knock_penalty = { default = "none", choices = { "none", "plus10", "double_plus5", "highest" },
                      doc = "a knocker not lowest: +10, x2 + 5, or the hole's highest score (G4 options)" },
    knock_bonus = { default = "none", choices = { "none", "zero", "minus_players" },
                    doc = "a lowest knocker scores 0, or score minus players (doubled if not lowest) (G4 options)" },
    knock_tie = { default = "lowest", choices = { "lowest", "not_lowest" },
                  doc = "a knocker tied for lowest counts as lowest, or as not lowest (G4 options: knock_tie)" },
  },
  card_value = card_value,
  layout_score = layout_score,
}
