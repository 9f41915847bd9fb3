-- 6-card Golf (rules/golf.md, G6-*).
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

-- G6-5: two equal ranks in one column score 0 for the column (even two twos).
local function layout_score(g, seat)
  if g.opt.pairs == "anywhere" then return golf.pair_score(g, seat, card_value, "anywhere") end
  return golf.column_score(g, seat, card_value, {
    keep_negative = g.opt.negative_pairs_keep == "on",
    two_columns = g.opt.four_equal_two_columns,
  })
end

-- G6-1: one deck for 2-4 players, a second from 5, a third from 9.
local function deck(opt, nseats)
  local decks = opt.decks
  if decks == "auto" then decks = nseats >= 9 and 3 or nseats >= 5 and 2 or 1 end
  return { decks = decks, jokers = opt.jokers * decks }
end

-- G6-2: each player turns two cards face up before play, in seat order.
local function setup(g)
  g:deal_layouts(6)
  g:turn_up()
  g.v.last_stock_drawn = 0
  for seat = 1, g:nseats() do g.sv[seat].flips = 0 end
  g:open_window(g:dealer(), false)
  g:set_phase("setup")
end

local function all_up(g, seat)
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c and not g:is_up(c) then return false end
  end
  return true
end

local golf6 = golf.variant {
  name = "golf6",
  title = "6-card Golf",
  summary = "Six cards in two rows of three, two turned up to start; draw and swap, a placed "
         .. "card goes face up; the hole ends when one layout is all face up. Column pairs score 0.",
  players = { 2, 8 },                                                   -- G6-1
  layout = { rows = 2, cols = 3 },                                      -- G6-2
  deck = deck,
  phases = { "setup", "draw", "place" },
  seat_vars = { flips = 0 },
  options = {
    decks = { default = "auto", choices = { "auto" }, int = true, min = 1, max = 3,
              doc = "decks: auto (a second from 5 players, a third from 9) or a count (G6-1)" },
    final_turns = { default = "off", choices = { "off", "on" },
                    doc = "when a layout is all face up, the others have one more turn first (G6-4)" },
    pairs = { default = "column", choices = { "column", "anywhere" },
              doc = "two equal ranks score 0 in one column, or anywhere in the layout (G6-5, options)" },
    jokers = { default = 0, choices = { 0, 2 },
               doc = "jokers per deck; then twos score +2 and jokers joker_value (G6 options)" },
    joker_value = { default = -2, choices = { -2, -5, -3, 0 },
                    doc = "the value of a joker when jokers = 2 (G6 options)" },
    one_eyed_jacks = { default = 10, choices = { 10, 0 },
                       doc = "the value of JS and JH (G6 options)" },
    negative_pairs_keep = { default = "off", choices = { "off", "on" },
                            doc = "two twos (or jokers) in a column keep their negative value (G6 options)" },
    four_equal_two_columns = { default = 0, int = true, min = -100, max = 0,
                               doc = "two pair columns of one rank score this together instead of 0 (G6 options)" },
  },
  card_value = card_value,
  layout_score = layout_score,
  setup = setup,
  legal = {
    setup = function(g, seat)
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and not g:is_up(c) then g:offer("flip", slot) end
      end
    end,
    draw = function(g, seat)                                            -- G6-3: no knocking
      if golf.can_draw_stock(g) then g:offer("draw stock") end
      if g:count(g:discard()) > 0 then g:offer("draw discard") end
    end,
  },
  actions = {
    flip = { args = "s", doc = "turn one of your face-down cards face up before play (G6-2)",
      apply = function(g, seat, slot)
        g:flip(g:slot(seat, slot))
        g.sv[seat].flips = g.sv[seat].flips + 1
        if g.sv[seat].flips >= 2 then
          g:window_next()
          if not g:window_seat() then
            g:close_window()
            golf.start_play(g)
          end
        end
      end },
    swap = { args = "s", doc = "put the drawn card face up into SLOT; its card goes face up on the discards (G6-3)",
      apply = function(g, seat, slot)
        g:swap(seat, slot, "up")                                        -- G6-3: placed face up
        if all_up(g, seat) then                                         -- G6-4
          if g.opt.final_turns == "off" then g:end_round() return end
          if not g:caller() then g:call(seat) end
        end
        golf.end_turn(g)
      end },
  },
}
-- 6-card Golf has no knock and no peek phase (G6-2, G6-3).
golf6.actions.knock, golf6.actions.peek = nil, nil
return golf6
