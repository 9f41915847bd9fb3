-- The Golf family base (rules/golf.md, rules G-*): what every Golf variant
-- shares. A variant file gives its layout, card values and options, and
-- this base supplies the deal, the turn (draw, swap, discard, knock), the
-- end of the hole and the match.

local golf = {}

-- Options every Golf variant has. A variant may change a default.
golf.options = {
  holes = { default = 9, int = true, min = 1, max = 1000, doc = "holes in a match (G-9)" },
  target = { default = "off", choices = { "off" }, int = true, min = 1,
             doc = "play until a total reaches this many points, then the lowest total wins (G-9)" },
  stock_out = { default = "reshuffle", choices = { "end", "reshuffle" },
                doc = "stock exhausted: end the hole after that turn, or reshuffle the discards (G-8)" },
  memory = { default = "aid", choices = { "aid", "strict" },
             doc = "show a seat the face-down cards it knows as [7H] (aid), or only when seen (strict) (G-7)" },
}

-- g.opt.NAME, or nil when the variant has no such option (g.opt raises on
-- an unknown name): lets the shared code below serve every Golf variant.
function golf.option(g, name)
  return g:option(name)
end

-- Where the drawn card came from.
local FROM_STOCK, FROM_DISCARD = 1, 2

-- Card values shared by the family; a variant passes its own table.
-- rank 0 is the joker, 1 the ace, 11-13 J Q K.
function golf.value_table(t)
  return function(g, card) return t[g:rank(card)] end
end

-- Whether slots a and b (row-major in a rows x cols grid) may form a pair
-- under a pairing mode: "anywhere", "line" (same row or same column: no
-- diagonals) or "column".
local function pair_place(mode, cols, a, b)
  if mode == "anywhere" then return true end
  local ra, ca = (a - 1) // cols, (a - 1) % cols
  local rb, cb = (b - 1) // cols, (b - 1) % cols
  if mode == "column" then return ca == cb end
  return ra == rb or ca == cb                     -- "line"
end

-- The best way to pair cards: the most pairs of equal rank first (a pair of
-- equal ranks always scores 0, even a negative one), then the most points
-- cancelled. A wild card pairs with any card, when that lowers the score.
-- Returns (equal-rank pairs, points cancelled).
local function best_pairs(cards, ok, i, used)
  while i <= #cards and used[i] do i = i + 1 end
  if i > #cards then return 0, 0 end
  used[i] = true
  local bn, bc = best_pairs(cards, ok, i + 1, used)          -- card i left unpaired
  for j = i + 1, #cards do
    local kind = not used[j] and ok(cards[i], cards[j])
    if kind then
      used[j] = true
      local n, c = best_pairs(cards, ok, i + 1, used)
      if kind == "equal" then n = n + 1 end
      c = c + cards[i].value + cards[j].value
      if n > bn or (n == bn and c > bc) then bn, bc = n, c end
      used[j] = false
    end
  end
  used[i] = false
  return bn, bc
end

-- A seat's layout score when pairs cancel (G4 `pairs`, G6-5): every card
-- scores value(g, card), and two cards that pair score 0 together; of three
-- equal only two cancel, four equal score 0.
--   mode: "none" (plain sum), "anywhere", "line" or "column";
--   wild(g, card): true for a card that pairs with any card (may be nil).
function golf.pair_score(g, seat, value, mode, wild)
  if mode == nil or mode == "none" then return golf.layout_total(g, seat, value) end
  local cards, sum = {}, 0
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c then
      local x = { slot = slot, rank = g:rank(c), value = value(g, c), wild = wild and wild(g, c) or false }
      sum = sum + x.value
      cards[#cards + 1] = x
    end
  end
  if mode == nil or mode == "none" then return sum end
  local _, cols = g:grid(seat)
  local function ok(a, b)
    if not pair_place(mode, cols, a.slot, b.slot) then return false end
    if a.rank == b.rank then return "equal" end
    if a.wild or b.wild then return "wild" end
    return false
  end
  local _, cancelled = best_pairs(cards, ok, 1, {})
  return sum - cancelled
end

-- The knock adjustments (G4 options knock_penalty, knock_bonus, knock_tie):
-- given every seat's hole score, the knocker's adjusted score.
--   knock_tie: lowest (a tie for lowest counts as lowest) | not_lowest;
--   lowest knocker: knock_bonus zero -> 0, minus_players -> score - players;
--   other knocker: knock_bonus minus_players -> score x 2, else knock_penalty
--   plus10 -> +10, double_plus5 -> x2 + 5, highest -> the hole's highest score.
function golf.knock_adjust(g, scores)
  local k = g:caller()
  local penalty = golf.option(g, "knock_penalty") or "none"
  local bonus = golf.option(g, "knock_bonus") or "none"
  if not k or (penalty == "none" and bonus == "none") then return scores end
  local mine, lowest, highest = scores[k], true, scores[k]
  for seat = 1, g:nseats() do
    if seat ~= k then
      local s = scores[seat]
      if s < mine or (s == mine and golf.option(g, "knock_tie") == "not_lowest") then lowest = false end
      if s > highest then highest = s end
    end
  end
  local out = {}
  for seat = 1, g:nseats() do out[seat] = scores[seat] end
  if lowest then
    if bonus == "zero" then out[k] = 0
    elseif bonus == "minus_players" then out[k] = mine - g:nseats() end
  elseif bonus == "minus_players" then out[k] = mine * 2
  elseif penalty == "plus10" then out[k] = mine + 10
  elseif penalty == "double_plus5" then out[k] = mine * 2 + 5
  elseif penalty == "highest" then out[k] = highest
  end
  return out
end

-- G4 jacks = 20_skip: when a jack goes onto the discard pile (by discard or
-- swap), the next player loses their turn.
local function jack_skip(g, seat)
  if golf.option(g, "jacks") ~= "20_skip" then return end
  local top = g:top(g:discard())
  if top and g:rank(top) == 11 then g:skip(g:next_seat(seat)) end
end

-- Column scoring (G6-5, G8-6): two equal ranks in one column score 0 for the
-- column. opts (all optional):
--   keep_negative: a pair of negative cards keeps its value (G6 negative_pairs_keep);
--   two_columns: every two pair columns of one rank score this together instead
--   of 0 + 0, an odd one left over scoring 0 (G6 four_equal_two_columns, G8-6).
function golf.column_score(g, seat, value, opts)
  opts = opts or {}
  local rows, cols = g:grid(seat)
  local total, pair_columns = 0, {}
  for c = 1, cols do
    local cards, sum = {}, 0
    for r = 0, rows - 1 do
      local card = g:slot(seat, r * cols + c)
      if card then cards[#cards + 1] = card; sum = sum + value(g, card) end
    end
    local rank = #cards == 2 and g:rank(cards[1]) == g:rank(cards[2]) and g:rank(cards[1])
    if rank and not (opts.keep_negative and sum < 0) then
      pair_columns[rank] = (pair_columns[rank] or 0) + 1
    else
      total = total + sum
    end
  end
  if opts.two_columns and opts.two_columns ~= 0 then
    for _, n in pairs(pair_columns) do total = total + (n // 2) * opts.two_columns end
  end
  return total
end

-- The plain sum of a seat's layout under value(g, card).
function golf.layout_total(g, seat, value)
  local sum = 0
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c then sum = sum + value(g, c) end
  end
  return sum
end

-- The sum of a seat's layout under the variant's card_value.
function golf.layout_sum(variant, g, seat)
  local sum = 0
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c then sum = sum + variant.card_value(g, c) end
  end
  return sum
end

local function first_player(g)
  return g:next_seat(g:dealer())
end

local function start_play(g)
  g:begin_turn(first_player(g))
  g:set_phase("draw")
end
golf.start_play = start_play

-- Ends the turn of the acting seat (G4-3, G4-4, G-8).
local function end_turn(g)
  if g.v.last_stock_drawn == 1 then
    g:end_round()      -- G-8 stock_out = end: the turn that drew the last card ends the hole
    return
  end
  if g:next_turn() then
    g:set_phase("draw")
  else
    g:end_round()      -- every seat owed a final turn has played
  end
end

golf.end_turn = end_turn

local function can_draw_stock(g)
  return g:count(g:stock()) > 0 or (g.opt.stock_out == "reshuffle" and g:count(g:discard()) > 1)
end
golf.can_draw_stock = can_draw_stock

-- G4-4 / knock_first_turn: may this seat knock now?
local function may_knock(g, seat)
  if g:caller() then return false end
  if golf.option(g, "knock_first_turn") == "no" and g:turns(seat) <= 1 then return false end
  return true
end

golf.actions = {
  ["draw stock"] = { doc = "take the top card of the stock (G-3)", apply = function(g, seat)
    if g:count(g:stock()) == 0 then g:restock() end
    g:draw(seat, g:stock())
    g.v.drawn_from = FROM_STOCK
    if g:count(g:stock()) == 0 and g.opt.stock_out == "end" then g.v.last_stock_drawn = 1 end
    g:set_phase("place")
  end },
  ["draw discard"] = { doc = "take the top card of the discard pile (G-3)", apply = function(g, seat)
    g:draw(seat, g:discard())
    g.v.drawn_from = FROM_DISCARD
    g:set_phase("place")
  end },
  swap = { args = "s", doc = "put the drawn card into SLOT; its card goes face up on the discards (G-6)",
    apply = function(g, seat, slot)
      g:swap(seat, slot)
      jack_skip(g, seat)
      end_turn(g)
    end },
  discard = { doc = "discard the card drawn from the stock (G-5)", apply = function(g, seat)
    g:discard_held(seat)
    jack_skip(g, seat)
    end_turn(g)
  end },
  knock = { doc = "end the hole: every other player has one more turn (G4-4)", apply = function(g, seat)
    g:call(seat)
    end_turn(g)
  end },
  peek = { args = "s", doc = "look at one of your own face-down cards before play (G4-2)",
    apply = function(g, seat, slot)
      g:peek(seat, g:slot(seat, slot))
      g.sv[seat].peeks = g.sv[seat].peeks + 1
      if g.sv[seat].peeks >= g.v.peeks_each then
        g:window_next()
        if not g:window_seat() then
          g:close_window()
          start_play(g)
        end
      end
    end },
}

golf.legal = {
  peek = function(g, seat)
    for slot = 1, g:slots(seat) do
      local c = g:slot(seat, slot)
      if c and not g:knows(seat, c) then g:offer("peek", slot) end
    end
  end,
  draw = function(g, seat)
    if can_draw_stock(g) then g:offer("draw stock") end
    if g:count(g:discard()) > 0 then g:offer("draw discard") end
    if may_knock(g, seat) then g:offer("knock") end
  end,
  place = function(g, seat)
    g:offer_slots("swap", seat)
    if g.v.drawn_from == FROM_STOCK then g:offer("discard") end  -- G-4: a discard draw must be placed
  end,
}

-- The initial look (G4-2): slots to show each seat, or a number of slots
-- each seat chooses in a peek phase.
local peek_modes = {
  nearest2 = { show = { 3, 4 } },
  any2 = { choose = 2 },
  one = { choose = 1 },
  none = {},
}

function golf.setup(variant)
  return function(g)
    g:deal_layouts(variant.slots(g))
    g:turn_up()
    g.v.last_stock_drawn = 0
    local mode = peek_modes[g.opt.peek] or {}
    for seat = 1, g:nseats() do
      g.sv[seat].peeks = 0
      for _, slot in ipairs(mode.show or {}) do g:peek(seat, g:slot(seat, slot)) end
    end
    if mode.choose then
      g.v.peeks_each = mode.choose
      g:open_window(g:dealer(), false)
      g:set_phase("peek")
    else
      start_play(g)
    end
  end
end

function golf.score(variant)
  return function(g)
    for seat = 1, g:nseats() do
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and not g:is_up(c) then g:flip(c) end   -- G-9: every layout is turned face up
      end
    end
    local scores = {}
    for seat = 1, g:nseats() do scores[seat] = variant.layout_score(g, seat) end
    scores = golf.knock_adjust(g, scores)    -- a no-op without knock options
    for seat = 1, g:nseats() do g:set_score(seat, scores[seat]) end
  end
end

-- G-9: the match ends after `holes` holes, or with a target when a total
-- reaches it.
function golf.match_over(g)
  local target = g.opt.target
  if target ~= "off" then
    for seat = 1, g:nseats() do
      if g:total(seat) >= target then return true end
    end
    return false
  end
  return g:round() >= g.opt.holes
end

local function merge(into, from)
  for k, v in pairs(from) do
    if into[k] == nil then into[k] = v end
  end
  return into
end

-- golf.variant{...}: a Golf variant from its own fields and the family's.
-- Needs: name, title, players, layout = {rows, cols}, card_value.
function golf.variant(spec)
  local v = {}
  for k, x in pairs(spec) do v[k] = x end
  v.family = "golf"
  v.options = {}
  for k, o in pairs(golf.options) do v.options[k] = o end
  for k, o in pairs(spec.options or {}) do
    local merged = {}
    for f, x in pairs(v.options[k] or {}) do merged[f] = x end
    for f, x in pairs(o) do merged[f] = x end
    v.options[k] = merged
  end
  v.phases = v.phases or { "peek", "draw", "place" }
  v.actions = merge(v.actions or {}, golf.actions)
  v.legal = merge(v.legal or {}, golf.legal)
  v.vars = merge(v.vars or {}, { drawn_from = 0, last_stock_drawn = 0, peeks_each = 0 })
  v.seat_vars = merge(v.seat_vars or {}, { peeks = 0 })
  local slots = spec.layout.rows * spec.layout.cols
  local self = v
  v.layout_score = v.layout_score or function(g, seat) return golf.layout_sum(self, g, seat) end
  v.setup = v.setup or golf.setup({ slots = function() return slots end })
  v.score = v.score or golf.score(self)
  v.match_over = v.match_over or golf.match_over
  return variant(v)
end

return golf
