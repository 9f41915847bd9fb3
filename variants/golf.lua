-- The Golf family base (rules/golf.md, rules G-*): what every Golf variant
-- shares. A variant file gives its layout, card values and options, and
-- this base supplies the deal, the turn (draw, swap, discard, knock), the
-- end of the hole and the match.

local patch = require "patch"
local score = require "golf_score"

local golf = {}

-- Options every Golf variant has. A variant may change a default. Each
-- `patch` says what the option's value does to the turn kit (see golf.kit).
golf.options = {
  holes = { default = 9, int = true, min = 1, max = 1000, doc = "holes in a match (G-9)", unsets = "target",
            patch = function(v, kit) if v ~= "off" then kit.rounds = v end end },   -- a house rule's "off": the target decides
  target = { default = "off", choices = { "off" }, int = true, min = 1, max = 1000000000, unsets = "holes",
             doc = "play until a total reaches this many points, then the lowest total wins (G-9)",
             patch = function(v, kit) if v ~= "off" then kit.target = v end end },
  stock_out = { default = "reshuffle", choices = { "end", "reshuffle" },
                doc = "stock exhausted: end the hole after that turn, or reshuffle the discards (G-8)",
                patch = function(v, kit) kit.stock_out = v end },
  memory = { default = "aid", choices = { "aid", "strict" },
             doc = "show a seat the face-down cards it knows as [7H] (aid), or only when seen (strict) (G-7)" },
}

-- What a table shows a seat of the face-down cards it knows (G-7, PW-14a):
-- as [7H] unless memory = strict. Front ends ask the variant, not the option.
function golf.memory_aid(opt)
  return opt.memory ~= "strict"
end

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

-- The scoring library (golf_score.lua), under the family's name too.
for name, f in pairs(score) do golf[name] = f end

-- Where the drawn card came from.
local FROM_STOCK = 1

-- The family's turn is the core's draw-and-replace kit (cw.kit, DESIGN
-- principles 7 and 8): the draw and place decisions (G-3, G-4), the
-- actions draw stock, draw discard, swap, discard and knock (the kit's
-- call: G-5, G-6, G4-4), the end of a turn with the stock running out
-- (G-8), and a card whose discard makes the next player lose a turn (G4
-- jacks = 20_skip). A variant names them as its hooks, or calls them from
-- its own; golf.kit gives their roles and parameters.
local turn = cw.kit
local jack_skip = turn.skip
golf.jack_skip = jack_skip

-- decks = auto for the two-deck games (G8-1, G9-1, G10-1): 2 decks up to
-- 4 players, one more per further two.
function golf.auto_decks(opt, nseats)
  if opt.decks ~= "auto" then return opt.decks end
  return nseats <= 4 and 2 or 2 + (nseats - 3) // 2
end

local function first_player(g)
  return g:next_seat(g:dealer())
end

local function start_play(g)
  g:begin_turn(first_player(g))
  g:set_phase("draw")
end
golf.start_play = start_play

-- A seat's layout score by the variant's layout_score (G-9), which a
-- house rule may write: an integer, as the host reads that hook's answer
-- elsewhere (the bots, the table), and said in the same words.
function golf.layout_value(g, seat)
  local v = g.variant.layout_score(g, seat)
  if math.type(v) ~= "integer" then
    error(tostring(g.variant.name) .. ": layout_score returned " .. (type(v) == "number" and tostring(v) or type(v))
      .. ", expected an integer", 0)
  end
  return v
end

-- The deal's looks (G4-2, PW-6): a seat looks at its cards one at a
-- time; after its last the window passes on, and after the last seat's
-- play starts (start).
function golf.peek_then(start)
  return function(g, seat, slot)
    g:peek(seat, g:slot(seat, slot))
    g.sv[seat].peeks = g.sv[seat].peeks + 1
    if g.sv[seat].peeks >= g.v.peeks_each then
      g:window_next()
      if not g:window_seat() then
        g:close_window()
        start(g)
      end
    end
  end
end

-- Ends the turn of the acting seat (G4-3, G4-4, G-8).
local end_turn = turn.end_turn
golf.end_turn = end_turn
-- Whether the stock may be drawn: it has cards, or the discards will be
-- reshuffled into it (stock_out = reshuffle).
local can_draw_stock = turn.can_draw_stock
golf.can_draw_stock = can_draw_stock
-- G4-4 / knock_first_turn: may this seat knock now?
golf.may_knock = turn.may_call

golf.actions = {
  ["draw stock"] = { doc = "take the top card of the stock (G-3)", apply = turn.draw_stock },
  ["draw discard"] = { doc = "take the top card of the discard pile (G-3)", apply = turn.draw_discard },
  swap = { args = "s", doc = "put the drawn card into SLOT; its card goes face up on the discards (G-6)",
           apply = turn.swap },
  discard = { doc = "discard the card drawn from the stock (G-5)", apply = turn.discard },
  knock = { role = "call", past = "knocked", doc = "end the hole: every other player has one more turn (G4-4)", apply = turn.call },
  peek = { role = "peek", args = "s", doc = "look at one of your own face-down cards before play (G4-2)",
    apply = golf.peek_then(start_play) },
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
      for _, slot in ipairs(golf.near_row({ rows = rows, cols = cols })) do g:peek(seat, g:slot(seat, slot)) end
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
    if score.all_equal(g, seat, l, true) then for _, s in ipairs(l) do gone[s] = true end end
  end
  for s = 1, rows * cols do
    if gone[s] then g:move(g:slot(seat, s), g:aside(), nil, "up") end
  end
end

-- Turns every face-down card of the seat's layout up (a hole's scoring,
-- G-9, PW-19; a seat going out, G6 go_out).
function golf.turn_up(g, seat)
  for slot = 1, g:slots(seat) do
    local c = g:slot(seat, slot)
    if c and not g:is_up(c) then g:flip(c) end
  end
end

-- After a card went face up in the seat's layout: G9-4 remove_lines, then
-- G6-4 / G8-5: a layout all face up ends the hole (final_turns = off) or
-- gives every other seat one more turn (on).
local function after_turn(g, seat)
  if golf.option(g, "remove_lines") == "on" then remove_lines(g, seat) end
  if golf.all_up(g, seat) then
    local ends = golf.option(g, "final_turns") ~= "on"
    if not g:caller() then g:call(seat, not ends and "out" or nil) end  -- the first to expose all (G9-4 lowest_zero)
    if ends then g:end_round("out", seat) return end
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
  flip = function(g, seat)
    g:offer_slots("flip", seat, "down")
    if down_count(g, seat) == 1 then g:offer("pass") end   -- G8-4: the last one may stay down
  end,
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
      jack_skip(g, seat)                                -- the kit's skip_rank, as its own swap
      after_turn(g, seat)
    end },
  discard = { doc = "discard the card drawn from the stock (G-5)",
    apply = function(g, seat)
      g:discard_held(seat)
      jack_skip(g, seat)                                -- the kit's skip_rank, as its own discard
      -- G8-4: the flip is owed while a card is face down; with only one
      -- left the seat may leave it down (`pass`)
      if golf.option(g, "flip_on_discard") == "on" and down_count(g, seat) > 0 then
        g:set_phase("flip")
      else
        end_turn(g)
      end
    end },
  pass = { doc = "after discarding a stock draw, leave your last face-down card down (G8-4, G6 flip_on_discard)",
    apply = function(g) end_turn(g) end },
  goout = { needs = { go_out = "on" }, doc = "turn all your face-down cards up, ending the hole (G6 go_out)",
    apply = function(g, seat)
      golf.turn_up(g, seat)
      after_turn(g, seat)
    end },
}

-- The hook points the kit plays in face-up Golf: the draw, a face-up swap
-- (a layout all face up ends the hole, G6-4), the discard, the score
-- (every layout up, each asked its layout_score) and the match.
golf.faceup_steps = {
  setup = turn.deal, score = turn.score, match_over = turn.match_over,
  ["legal.setup"] = turn.legal_open, ["actions.flip"] = turn.flip,
  ["legal.draw"] = turn.legal_draw, ["legal.place"] = turn.legal_place,
  ["actions.draw stock"] = turn.draw_stock, ["actions.draw discard"] = turn.draw_discard,
  ["actions.swap"] = turn.swap, ["actions.discard"] = turn.discard,
}

-- The kit's parameters of face-up Golf: a swap goes face up, a layout all
-- face up ends the hole (G6-3, G6-4); the opening flips (G6-2) in the
-- phase `setup`.
golf.faceup_kit = {
  swap_up = true, all_up = "end", phases = { draw = "draw", place = "place", open = "setup" },
  seat_vars = { flips = "flips", first = "first" },
}

-- Patches of the face-up options, for the variants that declare them:
-- each sets the kit's parameters, or gives the variant's own hooks (true)
-- at the points the option changes.
local function own(points)
  local t = {}
  for _, p in ipairs(points) do t[p] = true end
  return t
end
local function when_on(points)
  local t = own(points)
  return function(v) if v == "on" then return t end end
end
golf.patches = {
  -- G6-2, G9-2: the start flips, any (the kit's opening) or under a rule.
  start_flips = function(v, kit)
    if math.type(v) == "integer" then kit.flips = v return end
    if v == "none_look_near_row" then return own { "setup" } end
    kit.flips = 2
    if v ~= "any2" then return own { "legal.setup" } end
  end,
  rearrange = when_on { "setup", "legal.setup", "actions.flip" },
  -- G6-4, G8-5: a layout all face up gives the others one more turn.
  final_turns = function(v, kit) if v == "on" then kit.all_up = "call" end end,
  flip_turn = when_on { "legal.draw", "actions.flip" },
  go_out = when_on { "legal.draw" },
  first_flips = function() return own { "legal.draw", "actions.flip" } end,   -- G8-3: always some
  lock_full_columns = when_on { "legal.place" },
  flip_on_discard = when_on { "actions.discard", "actions.flip" },
  remove_lines = when_on { "actions.swap" },
  lowest_zero = when_on { "score" },
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
  local v = golf.spec(s, golf.faceup_steps, golf.faceup_kit)
  v.actions.knock, v.actions.peek, v.legal.peek = nil, nil, nil   -- no peek phase
  if not (spec.options or {}).first_flips then v.actions.flipcol = nil end
  if not (spec.options or {}).rearrange then v.actions.arrange = nil end
  if not (spec.options or {}).go_out then v.actions.goout = nil end
  if (spec.options or {}).flip_on_discard then
    -- G8-4: a real table writes no line for the last card left down
    -- (the flip that follows a discard is said in the option's doc, so
    -- that a preset leaving the option out lists nothing of it)
    v.implied_pass = v.implied_pass or { "flip" }
  else
    v.actions.pass = nil
  end
  return variant(v)
end

-- The near row of a rows x cols layout: its last row, the cards nearest
-- the player (G4-2's "nearest two" of 2 x 2, slots 3 and 4; the near row
-- of three of a 2 x 3 house rule, slots 4 to 6; G6-2's slots 4 to 6). A
-- layout of one row has no far row: its near half is the last half of the
-- row, so that the look leaves as many cards unseen as it shows (2 of 4,
-- 3 of 6), never the whole layout.
function golf.near_row(layout)
  local slots, first, n = {}, (layout.rows - 1) * layout.cols + 1, layout.cols
  if layout.rows < 2 then first, n = layout.cols - layout.cols // 2 + 1, layout.cols // 2 end
  for k = 1, n do slots[k] = first + k - 1 end
  return slots
end

-- A kit's deal.show given as this is the layout's near row (an option's
-- patch knows the kit, not the layout; kit_of puts the slots in).
golf.NEAR_ROW = setmetatable({}, { __name = "the near row" })

-- The initial look (G4-2): the near row shown to each seat, or a number
-- of slots each seat chooses in a peek phase.
local peek_modes = {
  nearest2 = { near = true },
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
      local rows, cols = g:grid(seat)
      for _, slot in ipairs(mode.near and golf.near_row({ rows = rows, cols = cols }) or {}) do
        g:peek(seat, g:slot(seat, slot))
      end
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
    for seat = 1, g:nseats() do golf.turn_up(g, seat) end   -- G-9: every layout is turned face up
    local scores = {}
    for seat = 1, g:nseats() do scores[seat] = golf.layout_value(g, seat) end
    scores = golf.knock_adjust(g, scores)    -- a no-op without knock options
    if golf.option(g, "lowest_zero") == "on" then scores = golf.lowest_zero(g, scores) end
    for seat = 1, g:nseats() do g:set_score(seat, scores[seat]) end
  end
end

-- G-9: the match ends after `holes` holes, or with a target when a total
-- reaches it.
golf.match_over = turn.match_over

-- The kit of a Golf variant: the family's verbs, phases and variables in
-- their roles, a layout's worth of cards dealt, the parameters in `base`,
-- then what each option's patch sets (holes, target, stock_out and the
-- variant's own). Returns the kit and the hooks the patches give, or nil
-- and why two options conflict.
-- The options the family's own scoring reads (golf.score: the knock's
-- adjustments, G4 knock_penalty and knock_bonus; G9-4 lowest_zero), by the
-- value that leaves the scores as they are. A variant that declares one
-- with no patch (a house rule adding golf4's knock options to golf6) gets
-- the family's: any other value plays the round's score through that
-- scoring, which the kit's sum would skip.
golf.scoring_options = { knock_penalty = "none", knock_bonus = "none", lowest_zero = "off" }

local function with_scoring_patches(options)
  local out
  for _, name in ipairs(cw.sorted_keys(golf.scoring_options)) do
    local o, neutral = options[name], golf.scoring_options[name]
    if o and not o.patch then
      out = out or merge({}, options)
      local patched = merge({}, o)
      patched.patch = function(value) if value ~= neutral then return { score = true } end end
      out[name] = patched
    end
  end
  return out or options
end

-- The grid of a variant: its `layout`, or what its layout function gives
-- for these options and seats (docs/reference.md, variant.layout).
local function grid_of(w, opt, nseats)
  local l = w.layout
  if type(l) == "function" then l = l(opt, nseats) end
  -- a Golf layout is a grid of 1 to 64 slots (G-1): said in the house
  -- rule's words, not as arithmetic failing in this file
  if type(l) ~= "table" or math.type(l.rows) ~= "integer" or math.type(l.cols) ~= "integer"
      or l.rows < 1 or l.cols < 1 or l.rows * l.cols > 64 then
    local got = type(l) ~= "table" and ("a " .. type(l))
      or ("rows = " .. tostring(l.rows) .. ", cols = " .. tostring(l.cols))
    error(tostring(w.name) .. ": layout: expected {rows = R, cols = C}, integers, 1 to 64 slots in all; got " .. got, 0)
  end
  return l
end

function golf.kit_of(v, base)
  return function(opt, nseats, in_play)
    local w = in_play or v            -- a house rule's own actions and options
    local layout = grid_of(w, opt, nseats)
    local kit = {
      roles = { draw_stock = "draw stock", draw_discard = "draw discard", swap = "swap", discard = "discard",
                pass = w.actions.pass and "pass" or nil, flip = w.actions.flip and "flip" or nil },
      phases = { draw = "draw", place = "place" },
      vars = { drawn_from = "drawn_from", last_draw = "last_stock_drawn" },
      deal = { slots = layout.rows * layout.cols },
      rules = { from_discard = "G-4" },             -- the rule a refusal of `discard` names
    }
    for k, x in pairs(base or {}) do kit[k] = x end
    local out, hooks = patch.apply(with_scoring_patches(w.options), opt, kit, nseats)
    local deal = out and out.deal
    if type(deal) == "table" and deal.show == golf.NEAR_ROW then
      out.deal = { slots = deal.slots, show = golf.near_row(layout) }
    end
    return out, hooks
  end
end

-- The hook points the kit plays in a face-down Golf variant (G-2 to G-9)
-- where no option's patch gives a hook of its own.
golf.steps = {
  setup = turn.deal, score = turn.score, layout_score = turn.layout_sum, match_over = turn.match_over,
  ["legal.draw"] = turn.legal_draw, ["legal.place"] = turn.legal_place,
  ["actions.draw stock"] = turn.draw_stock, ["actions.draw discard"] = turn.draw_discard,
  ["actions.swap"] = turn.swap, ["actions.discard"] = turn.discard, ["actions.knock"] = turn.call,
}

-- golf.spec{...}: the fields of a Golf variant, its own and the family's,
-- before variant{...} validates them (and makes them read-only).
-- Needs: name, title, players, layout = {rows, cols}, card_value. The kit
-- plays the hook points in `steps` (golf.steps) with the parameters in
-- `base`, except where an option's patch gives a hook.
function golf.spec(spec, steps, base)
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
  v.bonuses = merge(merge({}, v.bonuses or {}), score.bonuses)
  v.vars = merge(v.vars or {}, { drawn_from = 0, last_stock_drawn = 0, peeks_each = 0 })
  v.seat_vars = merge(v.seat_vars or {}, { peeks = 0 })
  -- the grid the engine made from the layout of the variant in play
  local function slots(g) local rows, cols = g:grid(1); return rows * cols end
  v.layout_score = v.layout_score or golf.layout_sum
  v.setup = v.setup or golf.setup({ slots = slots })
  v.score = v.score or golf.score()
  v.match_over = v.match_over or golf.match_over
  if v.memory_aid == nil then v.memory_aid = golf.memory_aid end
  local kit_of = golf.kit_of(v, base)
  -- The family's kit deals the grid of the variant in play (golf.kit_of),
  -- and the deck is the engine's: a variant on another grid or deck keeps
  -- the kit's turn (golf10 is 6-card Golf on two rows of five).
  v.kit_reads_shape = true
  v.kit = v.kit or function(opt, nseats, in_play) return (kit_of(opt, nseats, in_play)) end
  -- G-9: a house rule may leave out the holes ("off") for a target; with
  -- neither, the match would have no end
  local own_check = v.check_options
  local function family_check(opt, nseats, in_play)
    if opt.holes == "off" and opt.target == "off" then
      return "holes = off needs a target: with neither the match has no end (G-9)"
    end
    if own_check then return own_check(opt, nseats, in_play) end
  end
  v.check_options = patch.checker(kit_of, family_check)
  v.overrides = v.overrides or patch.overrides(kit_of, steps or golf.steps)
  return v
end

-- golf.variant{...}: a Golf variant from its own fields and the family's.
function golf.variant(spec, steps, base)
  return variant(golf.spec(spec, steps, base))
end

return golf
