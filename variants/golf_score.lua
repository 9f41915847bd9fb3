-- The Golf family's scoring (rules/golf.md G-9, G4 options, G6-5, G8-6,
-- G9-3 to G9-5): layout scores under a card value, pairs, columns, lines
-- and squares, and the adjustments of a hole's scores. Pure functions of
-- the layouts; the family base (golf.lua) and its variants call them.

local score = {}

-- The bonuses this scoring names as it applies them (g:bonus, counted by
-- sim): every variant of the family declares them (golf.spec).
score.bonuses = {
  pair = "two equal ranks cancel, in a row or column only with pairs = line (G4 pairs, G6 pairs)",
  wild_pair = "a one-eyed jack pairs with another card and both cancel (G4 one_eyed_jacks_wild)",
  pair_column = "a column of two equal ranks scores 0 (G6-5, G8-6)",
  two_columns = "two pair columns of one rank score together (G6 four_equal_two_columns, G8-6)",
  joker_columns = "two columns of jokers score together (G6 joker_columns)",
  square = "a 2 x 2 square of four equal cards (G6 square_block, G9-5)",
  six_equal = "three pair columns of one rank (G6 six_equal)",
  line = "a line of equal cards scores 0 (G9-3)",
  adjacent_pair = "two equal cards side by side or one above the other score 0 (G9-4 adjacent_pairs)",
  knock_bonus = "a lowest knocker's bonus (G4 knock_bonus)",
  knock_penalty = "a knocker not lowest pays (G4 knock_penalty, knock_bonus)",
  lowest_zero = "the lowest layout scores 0 (G9-4 lowest_zero)",
}

-- A scoring's options read from g.opt once per configuration: g.opt is one
-- table for a set of options, so build(o) runs again only when it changes.
-- Returns a function of g.opt.
function score.per_options(build)
  local seen, built
  return function(o)
    if o ~= seen then seen, built = o, build(o) end
    return built
  end
end

-- Card values shared by the family; a variant passes its own table.
-- rank 0 is the joker, 1 the ace, 11-13 J Q K.
function score.value_table(t)
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
-- Returns (equal-rank pairs, points cancelled, pairs made by a wild card).
local function best_pairs(cards, ok, i, used)
  while i <= #cards and used[i] do i = i + 1 end
  if i > #cards then return 0, 0, 0 end
  used[i] = true
  local bn, bc, bw = best_pairs(cards, ok, i + 1, used)      -- card i left unpaired
  for j = i + 1, #cards do
    local kind = not used[j] and ok(cards[i], cards[j])
    if kind then
      used[j] = true
      local n, c, w = best_pairs(cards, ok, i + 1, used)
      if kind == "equal" then n = n + 1 else w = w + 1 end
      c = c + cards[i].value + cards[j].value
      if n > bn or (n == bn and c > bc) then bn, bc, bw = n, c, w end
      used[j] = false
    end
  end
  used[i] = false
  return bn, bc, bw
end

-- A seat's layout score when pairs cancel (G4 `pairs`, G6-5): every card
-- scores value(g, card), and two cards that pair score 0 together; of three
-- equal only two cancel, four equal score 0.
--   mode: "none" (plain sum), "anywhere", "line" or "column";
--   wild(g, card): true for a card that pairs with any card (may be nil).
function score.pair_score(g, seat, value, mode, wild)
  if mode == nil or mode == "none" then return score.layout_total(g, seat, value) end
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
  -- Two equal ranks always pair; a wild card (one-eyed jacks, G4) may pair
  -- with any card, an equal one included, and takes the pairing that
  -- lowers the score most: JS JH / 3C 4D is two wild pairs, 0, not the
  -- two jacks with 3 + 4 left.
  local function ok(a, b)
    if not pair_place(mode, cols, a.slot, b.slot) then return false end
    if a.wild or b.wild then return "wild" end
    if a.rank == b.rank then return "equal" end
    return false
  end
  local equal, cancelled, wilds = best_pairs(cards, ok, 1, {})
  for _ = 1, equal do g:bonus(seat, "pair") end
  for _ = 1, wilds do g:bonus(seat, "wild_pair") end
  return sum - cancelled
end

-- The knock adjustments (G4 options knock_penalty, knock_bonus, knock_tie):
-- given every seat's hole score, the knocker's adjusted score.
--   knock_tie: lowest (a tie for lowest counts as lowest) | not_lowest;
--   lowest knocker: knock_bonus zero -> 0, minus_players -> score - players;
--   other knocker: knock_bonus minus_players -> score x 2, else knock_penalty
--   plus10 -> +10, double_plus5 -> x2 + 5, highest -> the hole's highest score,
--   double -> x2 (not in golf.md: for house rules, which add it to the choices).
function score.knock_adjust(g, scores)
  local k = g:caller()
  local penalty = g:option("knock_penalty") or "none"
  local bonus = g:option("knock_bonus") or "none"
  if not k or (penalty == "none" and bonus == "none") then return scores end
  local mine, lowest, highest = scores[k], true, scores[k]
  for seat = 1, g:nseats() do
    if seat ~= k then
      local s = scores[seat]
      if s < mine or (s == mine and g:option("knock_tie") == "not_lowest") then lowest = false end
      if s > highest then highest = s end
    end
  end
  local out = {}
  for seat = 1, g:nseats() do out[seat] = scores[seat] end
  if lowest then
    if bonus == "zero" then out[k] = 0
    elseif bonus == "minus_players" then out[k] = mine - g:nseats() end
    if bonus ~= "none" then g:bonus(k, "knock_bonus") end
    return out
  end
  if bonus == "minus_players" or penalty ~= "none" then g:bonus(k, "knock_penalty") end
  if bonus == "minus_players" then out[k] = mine * 2
  elseif penalty == "plus10" then out[k] = mine + 10
  elseif penalty == "double_plus5" then out[k] = mine * 2 + 5
  elseif penalty == "double" then out[k] = mine * 2                -- house rules: doubled
  elseif penalty == "highest" then out[k] = highest
  end
  return out
end

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
local NO_OPTS = {}

function score.column_score(g, seat, value, opts)
  opts = opts or NO_OPTS
  local rows, cols = g:grid(seat)
  local keep_negative = opts.keep_negative
  -- at[c]: the rank of column c when it is a pair column (two cards, one rank)
  local total, at, npairs = 0, {}, 0
  for c = 1, cols do
    local n, sum, r1, r2 = 0, 0, nil, nil
    for r = 0, rows - 1 do
      local card = g:slot(seat, r * cols + c)
      if card then
        n = n + 1
        sum = sum + value(g, card)
        if n == 1 then r1 = g:rank(card) elseif n == 2 then r2 = g:rank(card) end
      end
    end
    if n == 2 and r1 == r2 and not (keep_negative and sum < 0) then
      at[c] = r1
      npairs = npairs + 1
      g:bonus(seat, "pair_column")
    else
      total = total + sum
    end
  end
  if npairs < 2 then return total end
  -- each rank of pair columns once, in the order of its first column
  for c = 1, cols do
    local rank = at[c]
    local first = rank ~= nil
    for b = 1, c - 1 do if at[b] == rank then first = false break end end
    if first then
      local n, squares = 0, 0
      for k = c, cols do
        if at[k] == rank then
          n = n + 1
          if k < cols and at[k + 1] == rank then squares = squares + 1 end
        end
      end
      local two, name = opts.two_columns or 0, "two_columns"
      if rank == 0 and (opts.joker_columns or 0) ~= 0 then two, name = opts.joker_columns, "joker_columns" end
      if n == 3 and (opts.six_equal or 0) ~= 0 then
        total = total + opts.six_equal
        g:bonus(seat, "six_equal")
      elseif squares > 0 and (opts.square or 0) ~= 0 then
        total = total + squares * opts.square
        for _ = 1, squares do g:bonus(seat, "square") end
      else
        total = total + (n // 2) * two
        for _ = 1, two ~= 0 and n // 2 or 0 do g:bonus(seat, name) end
      end
    end
  end
  return total
end

-- The lines of a rows x cols grid under a `lines` mode (G9-3, G9-4):
-- "column" (columns only), "rows_columns", "all" (and both diagonals of a
-- square grid). Each line is a list of slots.
function score.grid_lines(rows, cols, mode)
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
function score.grid_squares(rows, cols)
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
score.all_equal = all_equal

-- Line scoring (G9-3, G9-5): pairs do not cancel; every card of a line of
-- equal cards scores 0 (once, however many lines it is in). Empty slots are
-- ignored (G9-4 remove_lines). opts: lines (see grid_lines), square (a 2 x 2
-- block of four equal: its cards score 0 and each block adds this; 0 = off),
-- adjacent (every card in a horizontally or vertically adjacent equal pair
-- scores 0: Moraco).
-- The lines and squares of a grid, made once per shape and mode: the
-- scoring only reads them (grid_lines gives the caller its own copy).
local shapes = {}
local function shape(rows, cols, mode)
  local key = mode .. " " .. rows .. " " .. cols
  local t = shapes[key]
  if not t then
    t = { lines = score.grid_lines(rows, cols, mode), squares = score.grid_squares(rows, cols) }
    shapes[key] = t
  end
  return t
end

function score.line_score(g, seat, value, opts)
  local rows, cols = g:grid(seat)
  local sh = shape(rows, cols, opts.lines or "column")
  local zero, total = {}, 0
  for _, l in ipairs(sh.lines) do
    if all_equal(g, seat, l) then
      for _, s in ipairs(l) do zero[s] = true end
      g:bonus(seat, "line")
    end
  end
  if (opts.square or 0) ~= 0 then
    for _, q in ipairs(sh.squares) do
      if all_equal(g, seat, q) then
        for _, s in ipairs(q) do zero[s] = true end
        total = total + opts.square
        g:bonus(seat, "square")
      end
    end
  end
  if opts.adjacent then
    local two = {}
    for s = 1, rows * cols do
      local right = (s - 1) % cols < cols - 1 and s + 1
      for _, t in ipairs { right or 0, s + cols } do
        two[1], two[2] = s, t
        if t >= 1 and t <= rows * cols and all_equal(g, seat, two) then
          zero[s], zero[t] = true, true
          g:bonus(seat, "adjacent_pair")
        end
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
function score.lowest_zero(g, scores)
  local low = math.huge
  for seat = 1, g:nseats() do low = math.min(low, scores[seat]) end
  local out, k = {}, g:caller()
  for seat = 1, g:nseats() do
    out[seat] = scores[seat] == low and 0 or scores[seat]
    if scores[seat] == low then g:bonus(seat, "lowest_zero") end
  end
  if k and scores[k] ~= low then out[k] = scores[k] + low end
  return out
end

-- The plain sum of a seat's layout under value(g, card).
function score.layout_total(g, seat, value)
  local sum = 0
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c then sum = sum + value(g, c) end
  end
  return sum
end

-- The sum of a seat's layout under the card_value of the variant in play
-- (g.variant: a house rule's own card_value counts, not its base's).
function score.layout_sum(g, seat)
  return score.layout_total(g, seat, g.variant.card_value)
end

return score
