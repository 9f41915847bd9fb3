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

local function merge(into, from)
  for k, v in pairs(from) do
    if into[k] == nil then into[k] = v end
  end
  return into
end

-- Where the drawn card came from.
local FROM_STOCK = 1

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
--   plus10 -> +10, double_plus5 -> x2 + 5, highest -> the hole's highest score,
--   double -> x2 (not in golf.md: for house rules, which add it to the choices).
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
  elseif penalty == "double" then out[k] = mine * 2                -- house rules: doubled
  elseif penalty == "highest" then out[k] = highest
  end
  return out
end

-- The family's turn is the core's (core/golf.c, DESIGN principle 7): the
-- draw and place decisions (G-3, G-4), the actions draw stock, draw
-- discard, swap, discard and knock (G-5, G-6, G4-4), the end of a turn with
-- the stock running out (G-8), and G4 jacks = 20_skip (a jack put onto the
-- discard pile, by discard or swap, makes the next player lose a turn).
-- A variant names them as its hooks, or calls them from its own.
local turn = cw.golf
local jack_skip = turn.jack_skip
golf.jack_skip = jack_skip

-- Column scoring (G6-5, G8-6): two equal ranks in one column score 0 for the
-- column. opts (all optional):
--   keep_negative: a pair of negative cards keeps its value (G6 negative_pairs_keep);
--   two_columns: every two pair columns of one rank score this together instead
--   of 0 + 0, an odd one left over scoring 0 (G6 four_equal_two_columns, G8-6);
--   joker_columns: as two_columns, for pair columns of jokers (G6 joker_columns);
--   square: each two side-by-side pair columns of one rank (a 2 x 2 square of
--   four equal) score this, squares may overlap (G6 square_block); where a
--   rank has a square, it replaces two_columns for that rank;
--   six_equal: three pair columns of one rank (six equal cards) score this
--   together, replacing squares and two_columns for that rank (G6 six_equal).
function golf.column_score(g, seat, value, opts)
  opts = opts or {}
  local rows, cols = g:grid(seat)
  local total, pair_columns, at = 0, {}, {}
  for c = 1, cols do
    local cards, sum = {}, 0
    for r = 0, rows - 1 do
      local card = g:slot(seat, r * cols + c)
      if card then cards[#cards + 1] = card; sum = sum + value(g, card) end
    end
    local rank = #cards == 2 and g:rank(cards[1]) == g:rank(cards[2]) and g:rank(cards[1])
    if rank and not (opts.keep_negative and sum < 0) then
      pair_columns[rank] = (pair_columns[rank] or 0) + 1
      at[c] = rank
    else
      total = total + sum
    end
  end
  for rank, n in pairs(pair_columns) do
    local squares = 0
    for c = 1, cols - 1 do
      if at[c] == rank and at[c + 1] == rank then squares = squares + 1 end
    end
    local two = opts.two_columns or 0
    if rank == 0 and (opts.joker_columns or 0) ~= 0 then two = opts.joker_columns end
    if n == 3 and (opts.six_equal or 0) ~= 0 then total = total + opts.six_equal
    elseif squares > 0 and (opts.square or 0) ~= 0 then total = total + squares * opts.square
    else total = total + (n // 2) * two end
  end
  return total
end

-- The lines of a rows x cols grid under a `lines` mode (G9-3, G9-4):
-- "column" (columns only), "rows_columns", "all" (and both diagonals of a
-- square grid). Each line is a list of slots.
function golf.grid_lines(rows, cols, mode)
  local lines = {}
  for c = 1, cols do
    local l = {}
    for r = 0, rows - 1 do l[#l + 1] = r * cols + c end
    lines[#lines + 1] = l
  end
  if mode == "rows_columns" or mode == "all" then
    for r = 0, rows - 1 do
      local l = {}
      for c = 1, cols do l[#l + 1] = r * cols + c end
      lines[#lines + 1] = l
    end
  end
  if mode == "all" and rows == cols then
    local d1, d2 = {}, {}
    for i = 0, rows - 1 do d1[#d1 + 1] = i * cols + i + 1; d2[#d2 + 1] = i * cols + cols - i end
    lines[#lines + 1] = d1; lines[#lines + 1] = d2
  end
  return lines
end

-- The 2 x 2 squares of a grid: lists of four slots.
function golf.grid_squares(rows, cols)
  local sq = {}
  for r = 0, rows - 2 do
    for c = 1, cols - 1 do
      local a = r * cols + c
      sq[#sq + 1] = { a, a + 1, a + cols, a + cols + 1 }
    end
  end
  return sq
end

-- Whether the given slots all hold cards of one rank (face up, if up_only).
local function all_equal(g, seat, slots, up_only)
  local rank
  for _, s in ipairs(slots) do
    local c = g:slot(seat, s)
    if not c or (up_only and not g:is_up(c)) then return false end
    if rank == nil then rank = g:rank(c) elseif g:rank(c) ~= rank then return false end
  end
  return true
end
golf.all_equal = all_equal

-- Line scoring (G9-3, G9-5): pairs do not cancel; every card of a line of
-- equal cards scores 0 (once, however many lines it is in). Empty slots are
-- ignored (G9-4 remove_lines). opts: lines (see grid_lines), square (a 2 x 2
-- block of four equal: its cards score 0 and each block adds this; 0 = off),
-- adjacent (every card in a horizontally or vertically adjacent equal pair
-- scores 0: Moraco).
function golf.line_score(g, seat, value, opts)
  local rows, cols = g:grid(seat)
  local zero, total = {}, 0
  for _, l in ipairs(golf.grid_lines(rows, cols, opts.lines or "column")) do
    if all_equal(g, seat, l) then for _, s in ipairs(l) do zero[s] = true end end
  end
  if (opts.square or 0) ~= 0 then
    for _, q in ipairs(golf.grid_squares(rows, cols)) do
      if all_equal(g, seat, q) then
        for _, s in ipairs(q) do zero[s] = true end
        total = total + opts.square
      end
    end
  end
  if opts.adjacent then
    for s = 1, rows * cols do
      local right = (s - 1) % cols < cols - 1 and s + 1
      for _, t in ipairs { right or 0, s + cols } do
        if t >= 1 and t <= rows * cols and all_equal(g, seat, { s, t }) then zero[s], zero[t] = true, true end
      end
    end
  end
  for s = 1, rows * cols do
    local c = g:slot(seat, s)
    if c and not zero[s] then total = total + value(g, c) end
  end
  return total
end

-- G9-4 lowest_zero: the lowest layouts score 0; a caller (the first to
-- expose all cards) not among them adds the lowest value to its own.
function golf.lowest_zero(g, scores)
  local low = math.huge
  for seat = 1, g:nseats() do low = math.min(low, scores[seat]) end
  local out, k = {}, g:caller()
  for seat = 1, g:nseats() do out[seat] = scores[seat] == low and 0 or scores[seat] end
  if k and scores[k] ~= low then out[k] = scores[k] + low end
  return out
end

-- decks = auto for the two-deck games (G8-1, G9-1, G10-1): 2 decks up to
-- 4 players, one more per further two.
function golf.auto_decks(opt, nseats)
  if opt.decks ~= "auto" then return opt.decks end
  return nseats <= 4 and 2 or 2 + (nseats - 3) // 2
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

-- The sum of a seat's layout under the card_value of the variant in play
-- (g.variant: a house rule's own card_value counts, not its base's).
function golf.layout_sum(g, seat)
  return golf.layout_total(g, seat, g.variant.card_value)
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
local end_turn = turn.end_turn
golf.end_turn = end_turn
-- Whether the stock may be drawn: it has cards, or the discards will be
-- reshuffled into it (stock_out = reshuffle).
local can_draw_stock = turn.can_draw_stock
golf.can_draw_stock = can_draw_stock
-- G4-4 / knock_first_turn: may this seat knock now?
golf.may_knock = turn.may_knock

golf.actions = {
  ["draw stock"] = { doc = "take the top card of the stock (G-3)", apply = turn.draw_stock },
  ["draw discard"] = { doc = "take the top card of the discard pile (G-3)", apply = turn.draw_discard },
  swap = { args = "s", doc = "put the drawn card into SLOT; its card goes face up on the discards (G-6)",
           apply = turn.swap },
  discard = { doc = "discard the card drawn from the stock (G-5)", apply = turn.discard },
  knock = { role = "call", doc = "end the hole: every other player has one more turn (G4-4)", apply = turn.knock },
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
  draw = turn.legal_draw,
  place = turn.legal_place,
}

-- ---- Face-up play: 6-, 8-, 9- and 10-card Golf (G6-2..G6-4, G8-3..G8-5,
-- G9-2, G9-3, G10-1) ----------------------------------------------------

local function column_of(g, seat, slot)
  local _, cols = g:grid(seat)
  return (slot - 1) % cols + 1
end

local function down_count(g, seat)
  local n = 0
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c and not g:is_up(c) then n = n + 1 end
  end
  return n
end
golf.down_count = down_count

-- The start flips (G6-2 start_flips, G9-2): n cards turned up in the setup
-- phase; fits(g, seat, slot, first) limits the choice (first: the slot of
-- the seat's first flip, 0 before it); look = true: each seat looks at the
-- near (last) row instead.
golf.start_modes = {
  any2 = { n = 2 },
  same_column = { n = 2, fits = function(g, seat, slot, first)
    return first == 0 or column_of(g, seat, slot) == column_of(g, seat, first) end },
  different_columns = { n = 2, fits = function(g, seat, slot, first)
    return first == 0 or column_of(g, seat, slot) ~= column_of(g, seat, first) end },
  -- one card of the middle column and one of an outer (first or last) column
  middle_and_outer = { n = 2, fits = function(g, seat, slot, first)
    local _, cols = g:grid(seat)
    local function kind(s)
      local c = column_of(g, seat, s)
      return c == (cols + 1) // 2 and "middle" or (c == 1 or c == cols) and "outer" or nil
    end
    if first == 0 then return kind(slot) ~= nil end
    local k = kind(slot)
    return k ~= nil and k ~= kind(first)
  end },
  none_look_near_row = { n = 0, look = true },
}

local function start_mode(g)
  local v = golf.option(g, "start_flips")
  if v == nil then return { n = 0 } end
  if math.type(v) == "integer" then return { n = v } end
  return golf.start_modes[v]
end

local function rearranging(g) return golf.option(g, "rearrange") == "on" end

function golf.all_up(g, seat) return down_count(g, seat) == 0 end

local function setup_next(g)
  g:window_next()
  if not g:window_seat() then
    g:close_window()
    start_play(g)
  end
end

function golf.faceup_setup(g)
  local rows, cols = g:grid(1)
  g:deal_layouts(rows * cols)
  g:turn_up()
  g.v.last_stock_drawn = 0
  local mode = start_mode(g)
  for seat = 1, g:nseats() do
    g.sv[seat].flips, g.sv[seat].first = 0, 0
    if mode.look then
      for c = 1, cols do g:peek(seat, g:slot(seat, (rows - 1) * cols + c)) end
    end
  end
  if mode.n > 0 or rearranging(g) then
    g:open_window(g:dealer(), false)
    g:set_phase("setup")
  else
    start_play(g)
  end
end

-- G9-4 remove_lines: completed face-up lines (and blocks, with square_block)
-- of equal cards leave the layout at once; their slots stay empty.
local function remove_lines(g, seat)
  local rows, cols = g:grid(seat)
  local gone = {}
  local groups = golf.grid_lines(rows, cols, golf.option(g, "lines") or "column")
  if (golf.option(g, "square_block") or 0) ~= 0 then
    for _, q in ipairs(golf.grid_squares(rows, cols)) do groups[#groups + 1] = q end
  end
  for _, l in ipairs(groups) do
    if all_equal(g, seat, l, true) then for _, s in ipairs(l) do gone[s] = true end end
  end
  for s = 1, rows * cols do
    if gone[s] then g:move(g:slot(seat, s), g:aside(), nil, "up") end
  end
end

-- After a card went face up in the seat's layout: G9-4 remove_lines, then
-- G6-4 / G8-5: a layout all face up ends the hole (final_turns = off) or
-- gives every other seat one more turn (on).
local function after_turn(g, seat)
  if golf.option(g, "remove_lines") == "on" then remove_lines(g, seat) end
  if golf.all_up(g, seat) then
    if not g:caller() then g:call(seat) end           -- the first to expose all (G9-4 lowest_zero)
    if golf.option(g, "final_turns") ~= "on" then g:end_round() return end
  end
  end_turn(g)
end
golf.after_turn = after_turn

-- G8-3: the flips that begin a player's first turn (option first_flips).
local function first_flips_due(g, seat)
  local ff = golf.option(g, "first_flips")
  if not ff or g:turns(seat) ~= 1 then return false end
  return g.sv[seat].flips < (ff == "any2" and 2 or 1) and ff
end

local function locked(g, seat, slot)                  -- G8-7 lock_full_columns
  if golf.option(g, "lock_full_columns") ~= "on" then return false end
  local rows, cols = g:grid(seat)
  local c = column_of(g, seat, slot)
  for r = 0, rows - 1 do
    local card = g:slot(seat, r * cols + c)
    if card and not g:is_up(card) then return false end
  end
  return true
end

local function permutations(n, f)
  local p, used = {}, {}
  local function go(k)
    if k > n then f(p) return end
    for i = 1, n do
      if not used[i] then used[i], p[k] = true, i; go(k + 1); used[i] = false end
    end
  end
  go(1)
end

golf.faceup_legal = {
  setup = function(g, seat)
    local mode, sv = start_mode(g), g.sv[seat]
    if sv.flips < mode.n then
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and not g:is_up(c) and (not mode.fits or mode.fits(g, seat, slot, sv.first)) then
          g:offer("flip", slot)
        end
      end
    else                                                -- G6-2 rearrange
      permutations(g:slots(seat), function(p) g:offer("arrange", table.unpack(p)) end)
    end
  end,
  draw = function(g, seat)
    local due = first_flips_due(g, seat)
    if due == "column" then
      local _, cols = g:grid(seat)
      for c = 1, cols do g:offer("flipcol", c) end
      return
    elseif due then
      g:offer_slots("flip", seat, "down")
      return
    end
    if can_draw_stock(g) then g:offer("draw stock") end
    if g:count(g:discard()) > 0 then g:offer("draw discard") end
    if golf.option(g, "flip_turn") == "on" then g:offer_slots("flip", seat, "down") end
    if golf.option(g, "go_out") == "on" then g:offer("goout") end
  end,
  place = function(g, seat)
    for slot = 1, g:slots(seat) do
      if g:slot(seat, slot) and not locked(g, seat, slot) then g:offer("swap", slot) end
    end
    if g.v.drawn_from == FROM_STOCK then g:offer("discard") end  -- G-4
  end,
  flip = function(g, seat) g:offer_slots("flip", seat, "down") end,
}

golf.faceup_actions = {
  flip = { args = "s", doc = "turn one of your face-down cards face up (G6-2 start flips, G6 flip_turn, "
                          .. "G8-3 first flips, G8-4 / G6 flip_on_discard)",
    apply = function(g, seat, slot)
      local sv = g.sv[seat]
      g:flip(g:slot(seat, slot))
      if g:phase() == "setup" then
        sv.flips = sv.flips + 1
        if sv.first == 0 then sv.first = slot end
        if sv.flips >= start_mode(g).n and not rearranging(g) then setup_next(g) end
      elseif g:phase() == "draw" and first_flips_due(g, seat) then
        sv.flips = sv.flips + 1                         -- G8-3 any2: the turn goes on
      else
        after_turn(g, seat)                             -- flip_turn, or the flip after a discard
      end
    end },
  flipcol = { args = "n", doc = "turn a whole column face up to begin your first turn (G8-3)",
    apply = function(g, seat, c)
      local rows, cols = g:grid(seat)
      for r = 0, rows - 1 do
        local card = g:slot(seat, r * cols + c)
        if card and not g:is_up(card) then g:flip(card) end
      end
      g.sv[seat].flips = g.sv[seat].flips + 1
    end },
  arrange = { args = "s*", doc = "rearrange your layout: slot k takes the card now in slot Pk (G6-2 rearrange)",
    apply = function(g, seat, ...)
      local p, old = { ... }, {}
      for k = 1, #p do old[k] = g:slot(seat, k); g:move(old[k], g:aside()) end
      for k = 1, #p do g:move(old[p[k]], g:layout(seat), k) end
      setup_next(g)
    end },
  swap = { args = "s", doc = "put the drawn card face up into SLOT; its card goes face up on the discards (G6-3, G8-4)",
    apply = function(g, seat, slot)
      g:swap(seat, slot, "up")
      after_turn(g, seat)
    end },
  discard = { doc = "discard the card drawn from the stock (G-5); with flip_on_discard, then flip a card (G8-4)",
    apply = function(g, seat)
      g:discard_held(seat)
      if golf.option(g, "flip_on_discard") == "on" and down_count(g, seat) > 1 then
        g:set_phase("flip")
      else
        end_turn(g)
      end
    end },
  goout = { doc = "turn all your face-down cards up, ending the hole (G6 go_out)",
    apply = function(g, seat)
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and not g:is_up(c) then g:flip(c) end
      end
      after_turn(g, seat)
    end },
}

-- golf.faceup{...}: a face-up Golf variant (no knock, no peek phase).
function golf.faceup(spec)
  local s = {}
  for k, x in pairs(spec) do s[k] = x end
  s.phases = s.phases or { "setup", "draw", "place", "flip" }
  s.actions = merge(s.actions or {}, golf.faceup_actions)
  s.legal = merge(s.legal or {}, golf.faceup_legal)
  s.seat_vars = merge(s.seat_vars or {}, { flips = 0, first = 0 })
  s.setup = s.setup or golf.faceup_setup
  local v = golf.variant(s)
  v.actions.knock, v.actions.peek = nil, nil
  if not (spec.options or {}).first_flips then v.actions.flipcol = nil end
  if not (spec.options or {}).rearrange then v.actions.arrange = nil end
  if not (spec.options or {}).go_out then v.actions.goout = nil end
  return v
end

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

-- Scores the hole with the layout_score of the variant in play.
function golf.score()
  return function(g)
    for seat = 1, g:nseats() do
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and not g:is_up(c) then g:flip(c) end   -- G-9: every layout is turned face up
      end
    end
    local scores = {}
    for seat = 1, g:nseats() do scores[seat] = g.variant.layout_score(g, seat) end
    scores = golf.knock_adjust(g, scores)    -- a no-op without knock options
    if golf.option(g, "lowest_zero") == "on" then scores = golf.lowest_zero(g, scores) end
    for seat = 1, g:nseats() do g:set_score(seat, scores[seat]) end
  end
end

-- G-9: the match ends after `holes` holes, or with a target when a total
-- reaches it.
golf.match_over = turn.match_over

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
  v.layout_score = v.layout_score or golf.layout_sum
  v.setup = v.setup or golf.setup({ slots = function() return slots end })
  v.score = v.score or golf.score()
  v.match_over = v.match_over or golf.match_over
  return variant(v)
end

return golf
