-- 4-card Golf, also Turtle and Polish Polka (rules/golf.md, G4-*).
local golf = require "golf"
local house = require "golf_house"          -- the options of play, each a patch

-- G4-5: A 1, 2-10 face value, J 10, Q 10, K 0, a joker -5 (jokers = 2);
-- then the scoring options ("Options of 4-card Golf"), rank by rank. A
-- non-default `queen` or `jacks` wins over jqk_0_12_13.
local function rank_values(opt)
  local v = { [0] = -5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 0 }
  if opt.jqk_0_12_13 == "on" then v[11], v[12], v[13] = 0, 12, 13 end
  if opt.jacks == "20_skip" then v[11] = 20 elseif opt.jacks == 0 then v[11] = 0 end
  if opt.queen ~= 10 then v[12] = opt.queen end
  return v
end

local memo_opt, memo_values     -- the last g.opt and its rank_values

-- black_queen_40 goes by suit as well: QS and QC 40, QH and QD 10, eights 0.
local function card_value(g, card)
  local r = g:rank(card)
  if g.opt.black_queen_40 == "on" then
    if r == 8 then return 0 end
    if r == 12 then
      local s = g:suit(card)
      return (s == "S" or s == "C") and 40 or 10
    end
  end
  if g.opt ~= memo_opt then memo_opt, memo_values = g.opt, rank_values(g.opt) end
  return memo_values[r]
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

-- The deal, the turn (draw, swap or discard, knock), the end of the hole and
-- the match are the family's (golf.lua), played by the core's kit. Every
-- option is a patch, declared with its doc: the turn's parameters it sets,
-- or the hook points it replaces; the options of play are golf_house.lua's.
return golf.variant {
  name = "golf4",
  title = "4-card Golf (Turtle, Polish Polka)",
  summary = "Four cards face down in a 2 x 2 square; peek at the near two, draw and swap, "
         .. "knock when low: every other player then has one more turn. Lowest score wins.",
  players = { 2, 8 },                                                   -- G4-1
  max_actions = 2000,      -- a hole ends well within this under every option (check verifies)
  layout = { rows = 2, cols = 2 },                                      -- G4-2
  deck = function(opt) return { decks = opt.decks, jokers = opt.jokers } end,  -- G4-1, jokers
  options = house.with_options {
    peek = { default = "nearest2", choices = { "nearest2", "any2", "one", "none" },
             doc = "the initial look: the near row (the two nearest cards), two or one chosen, or none (G4-2)",
             patch = function(v, kit)
               if v == "nearest2" then kit.deal = { slots = kit.deal.slots, show = golf.NEAR_ROW } end
               return (v == "any2" or v == "one") and { setup = true } or nil
             end },
    knock_first_turn = { default = "yes", choices = { "yes", "no" },
                         doc = "whether a player may knock on their first turn (G4-4)",
                         patch = function(v, kit)
                           kit.call_first_turn = v == "yes"
                           kit.rules = kit.rules or {}
                           kit.rules.call_first_turn = "G4-4"
                         end },
    stock_out = { default = "end" },                                    -- G-8: the default for 4-card Golf
    decks = { default = 1, choices = { 1, 2 },
              doc = "one 52-card deck, or two shuffled together for many players (G4-1)" },
    pairs = { default = "none", choices = { "none", "anywhere", "line" },
              doc = "two equal ranks score 0: anywhere, or only in one row or column (G4 options: pairs)",
              patch = house.unless("none", "layout_score") },
    queen = { default = 10, choices = { 10, 12, 13, 20 },
              doc = "the value of a queen (G4 options: queen; G4-5)" },
    black_queen_40 = { default = "off", choices = { "off", "on" },
                       doc = "QS and QC score 40, QH and QD 10 whatever queen says, eights 0 (G4 options: black_queen_40)" },
    one_eyed_jacks_wild = { default = "off", choices = { "off", "on" },
                            doc = "JS and JH pair with any card; pairs=none then counts as anywhere (G4 options)",
                            patch = house.unless("off", "layout_score") },
    jacks = { default = 10, choices = { 10, 0, "20_skip" },
              doc = "a jack scores 10, 0, or 20 and a discarded jack skips the next player (G4 options: jacks)",
              patch = function(v, kit) if v == "20_skip" then kit.skip_rank = 11 end end },
    jqk_0_12_13 = { default = "off", choices = { "off", "on" },
                    doc = "J 0, Q 12, K 13 (G4 options: jqk_0_12_13)" },
    jokers = { default = 0, choices = { 0, 2 },
               doc = "two jokers in the deck, each -5 (G4 options: jokers)" },
  },
  card_value = card_value,
  layout_score = layout_score,
  phases = house.phases,
  actions = house.actions,
  legal = house.legal,
  vars = house.vars,
  chips = house.chips,                 -- the table shows the ante pot (pot option)
  seat_vars = house.seat_vars,
  tells = house.tells,
  setup = house.setup,
  score = house.score,
}
