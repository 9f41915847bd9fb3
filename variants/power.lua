-- Golf with power cards (rules/power-golf.md, rules PW-*): the shared base
-- of cambio, pablo, cumbia, cabo, cactus and dacz. A variant file gives its
-- values, its power ranks, its call word, its caller rule and its own
-- moves; this base supplies the deal and initial peek (PW-3, PW-6), the
-- turn (PW-7..PW-11), the powers (PW-12, PW-13), knowledge (PW-14), calls
-- and the end-of-turn point (PW-15), the stock running out (PW-18) and the
-- match (PW-19).
--
-- Knowledge (PW-14) follows from how cards move in the core:
--   g:peek(seat, card)       adds one seat (initial peek, power peek);
--   g:move(card, z, s)       a face-down card keeps its knowers (power swap, give);
--   g:move(..., "down")      a face-up card put face down stays known to all;
--   g:move(..., "unseen")    nobody knows it (penalty cards, Cambio shuffle);
--   g:swap(seat, slot)       the held card keeps its knowers (a stock card: the drawer).

local golf = require "golf"
local patch = require "patch"
local turn = cw.kit

local power = {}

local FROM_STOCK, FROM_DISCARD = 1, 2
power.FROM_STOCK, power.FROM_DISCARD = FROM_STOCK, FROM_DISCARD

-- Card flag bits.
power.SPENT = 1          -- PW-12: once on the discard pile before a rebuilt stock

local function merge(into, from)
  for k, v in pairs(from) do
    if into[k] == nil then into[k] = v end
  end
  return into
end
power.merge = merge

-- ---- options common to the power variants (PW-2, PW-4, PW-6, PW-14a,
-- PW-15, PW-18, PW-19) ------------------------------------------------------

function power.common_options(defaults)
  local d = defaults or {}
  local o = {
    layout = { default = d.layout or "square", choices = { "square", "row" },
               doc = "2 x 2 square (far row 1 2, near row 3 4) or a row of four (PW-4)" },
    peek = { default = d.peek or "auto", choices = { "auto", "nearest2", "any2", "one", "none" },
             doc = "initial look: auto (nearest2 for square, any2 for row), the near two, two or one chosen, none (PW-6)" },
    decks = { default = "auto", choices = { "auto", 1, 2 },
              doc = "one pack (auto) or two packs, each with the jokers the variant plays with, if any (PW-2)" },
    memory = { default = "aid", choices = { "aid", "strict" },
               doc = "show a seat the face-down cards it knows as [7H] (aid), or only when seen (PW-14a)" },
    stock_out = { default = d.stock_out or "reshuffle", choices = d.stock_out_choices or { "reshuffle", "end" },
                  doc = "stock exhausted: rebuild it from the discards, or end the round after that turn (PW-18)",
                  patch = function(v, kit) kit.stock_out = v end },
    holes = { default = d.holes or "off", choices = { "off" }, int = true, min = 1, max = 1000, unsets = "target",
              doc = "rounds in a match (PW-19)",
              patch = function(v, kit) if v ~= "off" then kit.rounds = v end end },
    target = { default = d.target or "off", choices = { "off" }, int = true, min = 1, max = 100000, unsets = "holes",
               doc = "play until a total reaches this, then the lowest total wins (PW-19)",
               patch = function(v, kit) if v ~= "off" then kit.target = v end end },
    match_tie = { default = d.match_tie or "share", choices = { "share", "play_on" },
                  doc = "tied lowest totals share the win, or play on until one is alone lowest (PW-19)",
                  patch = function(v, kit) kit.tie_plays_on = v == "play_on" end },
  }
  if not d.no_restock then
    o.restock_fresh = { default = "no", choices = { "no", "yes" },
                        doc = "whether cards of a rebuilt stock have their powers again (PW-12)",
                        patch = function(v, kit) if v == "yes" then kit.restock = "clear" end end }
  end
  if d.call then
    o.call_first_turn = { default = "yes", choices = { "yes", "no" },
                          doc = "whether a seat may call in its first turn of the round (PW-15)",
                          patch = function(v, kit) kit.call_first_turn = v ~= "no" end }
    o.protect_caller = { default = "off", choices = { "off", "on" },
                         doc = "after the call no power, trade, give, match or snap touches the caller's layout (PW-15)",
                         patch = function(v, kit) kit.protect_caller = v == "on" end }
  end
  return o
end

-- Patches of options that some power variants declare.
power.patches = {
  -- CABO-T4, CUM-T5: a call only before drawing, and it is the whole turn.
  call_ends_turn = function(v, kit)
    if v == "yes" then kit.call_ends_turn, kit.call_after_draw = true, false end
  end,
  -- CABO-E1, CUM-E1.
  caller_extra_turn = function(v, kit) kit.caller_extra_turn = v == "yes" end,
  -- CABO-P3, CUM-P3, DACZ-P1.
  swap_same_layout = function(v, kit) kit.swap_same_layout = v ~= "no" end,
}

-- ---- small helpers ----------------------------------------------------------

function power.drawn(g, seat) return g:held_card(seat) end

-- The occupied slots of a seat, in order.
function power.occupied(g, seat)
  local out = {}
  for slot = 1, g:slots(seat) do
    if g:slot(seat, slot) then out[#out + 1] = slot end
  end
  return out
end

function power.filled(g, seat)
  local n = 0
  for slot = 1, g:slots(seat) do
    if g:slot(seat, slot) then n = n + 1 end
  end
  return n
end

-- PW-15 protect_caller: may this seat's layout be touched by a power, give,
-- match or snap now?
function power.touchable(g, seat)
  return not (g:option("protect_caller") == "on" and g:caller() == seat)
end

-- Offers verb with a target (s, k) for every occupied slot of the seats
-- that pass `which(s)`.
function power.offer_targets(g, verb, which)
  for s = 1, g:nseats() do
    if which(s) and power.touchable(g, s) then
      for _, k in ipairs(power.occupied(g, s)) do g:offer(verb, s, k) end
    end
  end
end

-- Two different occupied slots, each from a seat accepted by which_a /
-- which_b; `same` allows both in one layout.
function power.offer_pairs(g, verb, which_a, which_b, same)
  -- The targets in seat and slot order, as two flat lists (no table per
  -- target: this runs at every decision that holds a swap power).
  local ts, ks, m = {}, {}, 0
  for s = 1, g:nseats() do
    if power.touchable(g, s) then
      for k = 1, g:slots(s) do
        if g:slot(s, k) then m = m + 1; ts[m], ks[m] = s, k end
      end
    end
  end
  local n = 0
  for i = 1, m do
    local sa, ka = ts[i], ks[i]
    if which_a(sa) then
      for j = 1, m do
        local sb = ts[j]
        if j ~= i and which_b(sb) and (same or sa ~= sb) then
          g:offer(verb, sa, ka, sb, ks[j]); n = n + 1
        end
      end
    end
  end
  return n
end

-- Does a pair exist (for "a power needs a legal target", PW-13)?
function power.has_pair(g, which_a, which_b, same)
  for sa = 1, g:nseats() do
    if which_a(sa) and power.touchable(g, sa) then
      for _, ka in ipairs(power.occupied(g, sa)) do
        for sb = 1, g:nseats() do
          if which_b(sb) and power.touchable(g, sb) then
            for _, kb in ipairs(power.occupied(g, sb)) do
              if not (sa == sb and ka == kb) and (same or sa ~= sb) then return true end
            end
          end
        end
      end
    end
  end
  return false
end

function power.has_target(g, which)
  for s = 1, g:nseats() do
    if which(s) and power.touchable(g, s) and power.filled(g, s) > 0 then return true end
  end
  return false
end

-- Exchanges two layout cards face down in view of the table: what each
-- seat knew travels with the card (PW-14).
function power.exchange(g, sa, ka, sb, kb)
  local a, b = g:slot(sa, ka), g:slot(sb, kb)
  g:move(a, g:aside())
  g:move(b, g:layout(sa), ka, "down")
  g:move(a, g:layout(sb), kb, "down")
end

-- A penalty card (PW-5, PW-14): the top stock card face down, seen by
-- nobody, into the lowest free slot above 4. Returns false when skipped
-- (PW-18: no card can be had).
function power.penalty_card(g, seat, seen)
  if g:count(g:stock()) == 0 then
    if g.opt.stock_out ~= "reshuffle" or not power.restock(g) then return false end
  end
  local c = g:top(g:stock())
  g:move(c, g:layout(seat), nil, "down unseen")
  if seen then g:peek(seat, c) end
  if g:count(g:stock()) == 0 and g.opt.stock_out == "end" then g.v.stock_ended = 1 end
  return true
end

-- PW-18 reshuffle, PW-12 restock_fresh: rebuilds the stock from the
-- discards but the top one; false when that gives no card.
function power.restock(g)
  if g:count(g:discard()) <= 1 then return false end
  if g:option("restock_fresh") ~= "yes" then
    for i = 1, g:count(g:discard()) - 1 do
      local c = g:at(g:discard(), i)
      g:set_flags(c, g:flags(c) | power.SPENT)
    end
  else
    for i = 1, g:count(g:discard()) - 1 do
      local c = g:at(g:discard(), i)
      g:set_flags(c, 0)
    end
  end
  return g:restock() > 0
end

-- The power card goes face up on the discard pile, marked used (CAC-P4).
power.USED = 2
-- A card named in a match named one by one, or missed in a snap window
-- where a seat may try again: not named again there (CABO-M1, CAC-M5).
power.NAMED = 4

-- A match or a window begins: no card in any layout is named in it yet.
function power.forget_named(g)
  for s = 1, g:nseats() do
    for _, k in ipairs(power.occupied(g, s)) do
      local c = g:slot(s, k)
      g:set_flags(c, g:flags(c) & ~power.NAMED)
    end
  end
end
function power.spend(g, seat)
  local c = g:discard_held(seat)
  g:set_flags(c, g:flags(c) | power.USED)
  g.v.power_used = 1
end

function power.can_draw_stock(g)
  return g:count(g:stock()) > 0 or (g.opt.stock_out == "reshuffle" and g:count(g:discard()) > 1)
end

-- Whether the held card is a usable power (PW-12): drawn from the stock
-- this turn and not spent.
function power.power_kind(powers, g, seat)
  if g.v.drawn_from ~= FROM_STOCK then return nil end
  local c = g:held_card(seat)
  if not c or (g:flags(c) & power.SPENT) ~= 0 then return nil end
  return powers[g:rank(c)]
end

-- ---- layout and peek --------------------------------------------------------

function power.layout_shape(opt)
  if opt.layout == "row" then return { rows = 1, cols = 4, grows = true } end   -- PW-4, PW-5
  return { rows = 2, cols = 2, grows = true }
end

function power.peek_mode(g)
  local p = g.opt.peek
  if p == "auto" then p = g.opt.layout == "row" and "any2" or "nearest2" end
  return p
end

-- ---- the variant builder ----------------------------------------------------

-- spec fields (besides the DSL's): powers = {[rank] = kind} (kinds below),
-- kit_hooks = {NAME...} (which of the spec's functions below the kit asks
-- at its hook points), kit_base = {...} (more parameters of the kit),
-- kit_steps = {[POINT] = cw.kit step} (more hook points the kit plays),
-- call = word or nil, call_aliases, call_time = "end" | "any",
-- card_value(g, card), settle(g, values) -> scores (caller rule),
-- up_card (default true), extra actions/legal/vars, implied_pass (the
-- phases of the variant's reaction windows, PW-16).
--
-- Power kinds: peek_own, peek_other, peek_any, swap_own_other, swap_any,
-- shuffle.
function power.variant(spec)
  local V, H = {}, {}
  for k, x in pairs(spec) do V[k] = x end
  local powers = spec.powers
  local call = spec.call
  local call_time = spec.call_time or "end"
  local up_card = spec.up_card ~= false

  local function settled_options(g) return g.opt end
  local _ = settled_options

  -- PW-15: may the seat call now?
  local kit_may_call = cw.kit.may_call
  local function may_call(g, seat)
    if not call or g:caller() then return false end
    if g.opt.call_first_turn == "no" and g:turns(seat) <= 1 then return false end
    if g.v.no_call == 1 then return false end
    -- the kit's rule of the turns a call is offered from, which an
    -- option's patch may set (call_from_turn: house rule 3)
    if not kit_may_call(g, seat) then return false end
    return true
  end
  H.may_call = may_call

  local function start_play(g)
    g:begin_turn(spec.first_player and spec.first_player(g) or g:next_seat(g:dealer()))
    g:set_phase("draw")
  end

  -- The end of a turn: the next seat's turn, or the end of the round.
  local function next_turn(g)
    if g.v.stock_ended == 1 then g:end_round("stock") return end     -- PW-18 end
    if spec.round_ends and spec.round_ends(g) then g:end_round() return end
    -- PW-18 reshuffle: no stock card can be had any more: the round ends.
    if g:count(g:stock()) == 0 and not power.can_draw_stock(g) and g.opt.stock_out == "reshuffle" then
      g:end_round("stock") return
    end
    local caller = g:caller()
    if g:next_turn() then
      g:set_phase("draw")
    elseif caller and g:option("caller_extra_turn") == "yes" and g.v.extra_done == 0 then
      g.v.extra_done = 1
      g:begin_turn(caller)
      g:set_phase("draw")
    else
      g:end_round("last")                                -- PW-15: the last turns are played
    end
  end
  H.next_turn = next_turn

  -- After the turn's action (PW-11): the windows are the variant's, then
  -- the end-of-turn point (PW-15), then the next turn.
  -- PW-15: the end-of-turn point, offered while a call is possible (for
  -- any-time variants too, unless call_ends_turn = yes: calls only before drawing).
  -- No point when the round is ending anyway (PW-18 end, an emptied layout).
  local function end_point(g, seat)
    local ending = g.v.stock_ended == 1 or (spec.round_ends and spec.round_ends(g))
    if call and not ending and may_call(g, seat) and g:option("call_ends_turn") ~= "yes" then
      g:set_phase("eot")
    else
      next_turn(g)
    end
  end
  H.end_point = end_point

  local function finish_turn(g, seat)
    if spec.after_action and spec.after_action(g, seat) then return end
    end_point(g, seat)
  end
  H.finish_turn = finish_turn

  local actions = {
    ["draw stock"] = { doc = "take the top card of the stock (PW-7)", apply = function(g, seat)
      if g:count(g:stock()) == 0 then power.restock(g) end
      g:draw(seat, g:stock())
      g.v.drawn_from, g.v.power_used = FROM_STOCK, 0
      if g:count(g:stock()) == 0 and g.opt.stock_out == "end" then g.v.stock_ended = 1 end
      g:set_phase("place")
    end },
    ["draw discard"] = { doc = "take the top card of the discard pile; it is a plain card (PW-7, PW-8, PW-12)",
      apply = function(g, seat)
        g:draw(seat, g:discard())
        g.v.drawn_from, g.v.power_used = FROM_DISCARD, 0
        g:set_phase("place")
      end },
    swap = { args = "s", doc = "put the drawn card face down into SLOT, unseen; the old card goes face up on the discards (PW-10)",
      apply = function(g, seat, slot)
        g:swap(seat, slot)
        finish_turn(g, seat)
      end },
    discard = { doc = "discard the card drawn from the stock (PW-9)", apply = function(g, seat)
      g:discard_held(seat)
      finish_turn(g, seat)
    end },
    peek = { args = "s", doc = "look at one of your own cards before play (PW-6)", apply = golf.peek_then(start_play) },
    pass = { role = "pass", doc = "decline: at the end-of-turn point, in a window, or after a look (PW-15, PW-16)",
      apply = function(g, seat)
        local f = spec.pass and spec.pass[g:phase()]
        if f then return f(g, seat) end
        next_turn(g)                                       -- the end-of-turn point
      end },
  }
  local kinds = {}
  for _, kind in pairs(powers) do kinds[kind] = true end
  if kinds.peek_own or kinds.peek_other or kinds.peek_any then
    -- NOTATION's plain `peek T` is accepted for `power peek` (PW action
    -- words); `peek SLOT` in the peek phase stays the peek-phase verb: the
    -- reading of a line is chosen by signature, then by what is legal.
    actions["power peek"] = { args = "t", aliases = { "peek" },
      doc = "use the drawn power card: look at one card, alone (PW-13, PW-14); `peek T` is accepted",
      apply = function(g, seat, ts, tk)
        g:peek(seat, g:slot(ts, tk))
        power.spend(g, seat)
        finish_turn(g, seat)
      end }
  end
  if kinds.swap_own_other or kinds.swap_any then
    actions["power swap"] = { args = "tt", doc = "use the drawn power card: exchange two cards face down, unseen (PW-13, PW-14)",
      apply = function(g, seat, sa, ka, sb, kb)
        power.exchange(g, sa, ka, sb, kb)
        power.spend(g, seat)
        finish_turn(g, seat)
      end }
  end
  if kinds.shuffle then
    actions["power shuffle"] = { args = "e", doc = "use the joker: shuffle an opponent's layout; nobody knows its cards (CAM-P4)",
      apply = function(g, seat, target)
        -- The engine's RNG, or a real-table replay's `= P1 P2 P3 P4` (PW-20);
        -- nobody knows the cards afterwards (PW-14).
        g:shuffle_layout(target)
        power.spend(g, seat)
        finish_turn(g, seat)
      end }
  end
  if call then
    actions[call] = { role = "call", aliases = spec.call_aliases or { "knock" },
      doc = "call the end of the round: every other seat has one more turn (PW-15)",
      apply = function(g, seat)
        g:call(seat)
        if g:phase() == "eot" then
          next_turn(g)
        elseif g:phase() == "draw" and g:option("call_ends_turn") == "yes" then
          next_turn(g)
        end                                            -- any-time call: the turn goes on
      end }
  end
  for k, a in pairs(spec.actions or {}) do actions[k] = a end

  local function offer_powers(g, seat)
    local kind
    if spec.power_kind then kind = spec.power_kind(g, seat) else kind = power.power_kind(powers, g, seat) end
    if not kind then return end
    local function own(s) return s == seat end
    local function other(s) return s ~= seat end
    local function any() return true end
    local same = g:option("swap_same_layout") ~= "no"
    if kind == "peek_own" then power.offer_targets(g, "power peek", own)
    elseif kind == "peek_other" then power.offer_targets(g, "power peek", other)
    elseif kind == "peek_any" then power.offer_targets(g, "power peek", any)
    elseif kind == "swap_own_other" then
      power.offer_pairs(g, "power swap", own, other, false)
      power.offer_pairs(g, "power swap", other, own, false)
    elseif kind == "swap_any" then power.offer_pairs(g, "power swap", any, any, same)
    elseif kind == "shuffle" then
      for s = 1, g:nseats() do
        if s ~= seat and power.touchable(g, s) and power.filled(g, s) >= 2 then g:offer("power shuffle", s) end
      end
    end
  end
  H.offer_powers = offer_powers

  local legal = {
    peek = function(g, seat)
      for slot = 1, g:slots(seat) do
        local c = g:slot(seat, slot)
        if c and not g:knows(seat, c) then g:offer("peek", slot) end
      end
    end,
    draw = function(g, seat)
      if power.can_draw_stock(g) then g:offer("draw stock") end
      if g:count(g:discard()) > 0 and (not spec.may_draw_discard or spec.may_draw_discard(g, seat)) then
        g:offer("draw discard")
      end
      if call and call_time == "any" and may_call(g, seat) then g:offer(call) end
    end,
    place = function(g, seat)
      if not spec.may_swap or spec.may_swap(g, seat) then g:offer_slots("swap", seat) end
      if g.v.drawn_from == FROM_STOCK then g:offer("discard") end
      offer_powers(g, seat)
      if spec.place_extra then spec.place_extra(g, seat) end
      if call and call_time == "any" and may_call(g, seat) and g:option("call_ends_turn") ~= "yes" then
        g:offer(call)
      end
    end,
    eot = function(g, seat)
      g:offer(call)
      g:offer("pass")
    end,
  }
  for k, f in pairs(spec.legal or {}) do legal[k] = f end

  V.phases = spec.phases or { "peek", "draw", "place", "eot" }
  -- PW-16, PW-17: a replay may leave out a pass at the end-of-turn point and
  -- in the variant's reaction windows (spec.implied_pass).
  V.implied_pass = { "eot" }
  for _, p in ipairs(spec.implied_pass or {}) do V.implied_pass[#V.implied_pass + 1] = p end
  V.actions = actions
  V.legal = legal
  V.vars = merge(spec.vars or {}, { drawn_from = 0, power_used = 0, stock_ended = 0, peeks_each = 0, extra_done = 0, no_call = 0 })
  V.seat_vars = merge(spec.seat_vars or {}, { peeks = 0 })
  V.layout = spec.layout or power.layout_shape
  V.family = "golf"
  V.powers, V.call, V.call_time, V.call_aliases, V.up_card, V.settle = nil, nil, nil, nil, nil, nil
  V.first_player, V.power_kind = nil, nil
  V.round_ends, V.after_action, V.pass, V.may_swap, V.may_draw_discard, V.place_extra = nil, nil, nil, nil, nil, nil
  V.setup_extra, V.length = nil, nil

  -- PW-6: the nearest two of a row do not exist.
  V.check_options = function(opt, _, in_play)
    if opt.peek == "nearest2" and opt.layout == "row" then
      return "peek = nearest2 needs layout = square (PW-6)"
    end
    -- The face-down Golf family's scoring options are not read here: the
    -- caller's rule is the variant's own (PW-19, its settle). A house rule
    -- that declares one would score as its base, silently.
    for _, name in ipairs(cw.sorted_keys(golf.scoring_options)) do
      local declared = in_play and in_play.options and in_play.options[name]
      local v, neutral = declared and opt[name], golf.scoring_options[name]
      if declared and v ~= neutral then
        return "option " .. name .. " = " .. tostring(v) .. " is the face-down Golf family's scoring (golf.md); "
          .. "a power-Golf game scores its caller by its own rule: write it in score (docs/reference.md, variant.score)"
      end
    end
  end
  V.setup = function(g)
    local mode = power.peek_mode(g)
    g:deal_layouts(4)
    if up_card then g:turn_up() end
    g.v.stock_ended, g.v.extra_done, g.v.drawn_from = 0, 0, 0
    for seat = 1, g:nseats() do
      g.sv[seat].peeks = 0
      if mode == "nearest2" then
        g:peek(seat, g:slot(seat, 3)); g:peek(seat, g:slot(seat, 4))
      end
    end
    if spec.setup_extra then spec.setup_extra(g) end
    if mode == "any2" or mode == "one" then
      g.v.peeks_each = mode == "any2" and 2 or 1
      g:open_window(g:dealer(), false)
      g:set_phase("peek")
    else
      start_play(g)
    end
  end

  -- The variant in play's own hooks (g.variant), not this base's: a house
  -- rule's card_value or layout_score is the one that scores (PW-19).
  V.layout_score = function(g, seat) return golf.layout_total(g, seat, g.variant.card_value) end
  V.score = function(g)
    for seat = 1, g:nseats() do golf.turn_up(g, seat) end   -- PW-19: every layout turned up
    local values = {}
    for seat = 1, g:nseats() do values[seat] = golf.layout_value(g, seat) end
    local scores = spec.settle and spec.settle(g, values, g:caller()) or values
    power.tell_call(g, values)
    for seat = 1, g:nseats() do g:set_score(seat, scores[seat]) end
  end
  V.match_over = spec.match_over or power.match_over(spec.length or "holes")
  V.kit_hooks, V.kit_base, V.kit_steps = nil, nil, nil

  -- The turn on the draw-and-replace kit (cw.kit): the roles of this
  -- base's verbs, phases and variables, the powers as data, then what each
  -- option's patch sets. The variant's own rules that the parameters
  -- cannot say are hook points (spec.kit_hooks: after_action,
  -- place_extra, round_ends, power_kind, may_swap, may_draw_discard, pass).
  local function kit_of(opt, nseats, in_play)
    local w = in_play or V
    local mode = power.peek_mode({ opt = opt })
    local kit = {
      roles = { draw_stock = "draw stock", draw_discard = "draw discard", swap = "swap", discard = "discard",
                peek = "peek", decline = call and "pass" or nil,
                power_peek = w.actions["power peek"] and "power peek" or nil,
                power_swap = w.actions["power swap"] and "power swap" or nil,
                power_shuffle = w.actions["power shuffle"] and "power shuffle" or nil },
      phases = { draw = "draw", place = "place", peek = "peek", point = call and "eot" or nil },
      vars = { drawn_from = "drawn_from", last_draw = "stock_ended", power_used = "power_used",
               extra_done = "extra_done", peeks_each = "peeks_each" },
      seat_vars = { peeks = "peeks" },
      deal = { slots = 4, show = mode == "nearest2" and { 3, 4 } or nil },             -- PW-3, PW-6
      peeks = (mode == "any2" and 2) or (mode == "one" and 1) or 0,
      up_card = up_card,
      powers = merge({}, powers),                                                     -- PW-12, PW-13
      call_before_draw = call_time == "any", call_after_draw = call_time == "any",     -- PW-15
      call_ends_turn = false,
      dry_ends = true,                                                                -- PW-18
      restock = "mark", restock_mark = power.SPENT, spent_mask = power.SPENT, used_flag = power.USED,
      named_flag = power.NAMED,
      rounds_first = spec.length == "target",                                         -- PW-19
      rules = { call_first_turn = "PW-15", from_discard = "PW-8", spent = "PW-12", discard_power = "PW-12",
                restocked = "PW-12" },
      hooks = {},
    }
    for k, x in pairs(spec.kit_base or {}) do
      if type(x) == "table" and type(kit[k]) == "table" then
        for kk, xx in pairs(x) do kit[k][kk] = xx end
      else
        kit[k] = x
      end
    end
    for _, point in ipairs(spec.kit_hooks or {}) do kit.hooks[point] = spec[point] end
    if spec.pass then                     -- pass in the variant's own phases (PW-16)
      kit.hooks.pass = function(g, seat)
        local f = spec.pass[g:phase()]
        if f then f(g, seat) else next_turn(g) end
      end
    end
    return patch.apply(w.options, opt, kit, nseats)
  end
  local steps = {
    setup = turn.deal, match_over = not spec.match_over and turn.match_over or nil,
    layout_score = turn.layout_sum,
    score = (spec.settle == nil or spec.settle == power.settle_none) and turn.score or nil,
    ["legal.peek"] = turn.legal_peek, ["actions.peek"] = turn.peek,
    ["legal.draw"] = turn.legal_draw, ["legal.place"] = turn.legal_place,
    ["actions.draw stock"] = turn.draw_stock, ["actions.draw discard"] = turn.draw_discard,
    ["actions.swap"] = turn.swap, ["actions.discard"] = turn.discard,
  }
  if actions["power peek"] then steps["actions.power peek"] = turn.power_peek end
  if actions["power swap"] then steps["actions.power swap"] = turn.power_swap end
  if actions["power shuffle"] then steps["actions.power shuffle"] = turn.power_shuffle end
  if call then
    steps["legal.eot"], steps["actions." .. call], steps["actions.pass"] = turn.legal_point, turn.call, turn.decline
  end
  for point, step in pairs(spec.kit_steps or {}) do steps[point] = step end
  V.kit = function(opt, nseats, in_play) return (kit_of(opt, nseats, in_play)) end
  V.check_options = patch.checker(kit_of, V.check_options)
  V.overrides = patch.overrides(kit_of, steps)
  V.memory_aid = golf.memory_aid
  -- A spent or used power is a public fact about a card (PW-12, CAC-P4),
  -- also once it lies face down in a rebuilt stock.
  V.secrets = spec.secrets or { public_flags = power.SPENT | power.USED | power.NAMED }
  return variant(V), H
end

-- PW-19: the match ends after `holes` rounds, or with `target` after a
-- round in which a total reaches it; the option that is not the variant's
-- default length wins when set. match_tie = play_on: not while the lowest
-- total is shared.
function power.match_over(length)
  return function(g)
    local holes, target = g.opt.holes, g.opt.target
    if holes == "off" and target == "off" then return true end   -- no length set: one round
    local by_target
    if length == "target" then by_target = holes == "off" else by_target = target ~= "off" end
    local over = false
    if by_target then
      for seat = 1, g:nseats() do
        if g:total(seat) >= target then over = true end
      end
    else
      over = g:round() >= holes
    end
    if over and g.opt.match_tie == "play_on" then
      local low, n = math.huge, 0
      for seat = 1, g:nseats() do
        local t = g:total(seat)
        if t < low then low, n = t, 1 elseif t == low then n = n + 1 end
      end
      if n > 1 then return false end
    end
    return over
  end
end

-- ---- caller rules (pure functions of the layout values; also used by the
-- tests of the worked examples) ----------------------------------------------

-- values: {seat = value}; caller: a seat or nil. Returns the round scores.
power.rules = {}

function power.rules.none(values) -- CAM-S1, CUM-S1, CABO-S1
  local out = {}
  for s, v in pairs(values) do out[s] = v end
  return out
end

-- What the caller's rule made of the call, told to every seat in the
-- variant's words (its tells call_won, call_tied, call_beaten): the
-- caller strictly lowest, tied with the lowest other, or beaten.
function power.tell_call(g, values)
  local caller = g:caller()
  if not caller or not g:telling() then return end
  local tells = g.variant.tells
  if not tells then return end
  local low = math.huge
  for s, v in pairs(values) do if s ~= caller then low = math.min(low, v) end end
  local key = values[caller] < low and "call_won" or values[caller] == low and "call_tied" or "call_beaten"
  if tells[key] then g:tell(caller, key) end
end

-- The settle of a variant without a caller rule: the layout values.
function power.settle_none(_, values) return power.rules.none(values) end

-- DACZ-S2: +10 if some other seat is lower, else +5 if one ties.
function power.rules.dacz(values, caller)
  local out = power.rules.none(values)
  if not caller then return out end
  local c, lower, tie = values[caller], false, false
  for s, v in pairs(values) do
    if s ~= caller then
      if v < c then lower = true elseif v == c then tie = true end
    end
  end
  if lower then out[caller] = c + 10 elseif tie then out[caller] = c + 5 end
  return out
end

-- PAB-S2..S4: -10 if strictly lowest; own value if tied; else + the
-- highest other value (max(0, highest) with plus_highest_nonneg).
function power.rules.pablo(values, caller, penalty)
  local out = power.rules.none(values)
  if not caller then return out end
  local c, low, high = values[caller], math.huge, -math.huge
  for s, v in pairs(values) do
    if s ~= caller then low = math.min(low, v); high = math.max(high, v) end
  end
  if c < low then out[caller] = -10
  elseif c > low then
    if penalty == "plus_highest_nonneg" then high = math.max(0, high) end
    out[caller] = c + high
  end
  return out
end

-- CAC-S1, CAC-S2.
function power.rules.cactus(values, caller)
  local out = power.rules.none(values)
  if not caller then return out end
  local c, strict = values[caller], true
  for s, v in pairs(values) do
    if s ~= caller then
      if v <= c then strict = false; out[s] = 0 end
    end
  end
  out[caller] = strict and 0 or c + 10
  return out
end

-- Whether the current match is over, for the tests: totals (a list),
-- target or nil, rounds played and holes or nil, match_tie.
function power.match_result(totals, opts)
  local over = false
  if opts.target then
    for _, t in ipairs(totals) do if t >= opts.target then over = true end end
  else
    over = opts.round >= opts.holes
  end
  local low, winners = math.huge, {}
  for s, t in ipairs(totals) do
    if t < low then low, winners = t, { s } elseif t == low then winners[#winners + 1] = s end
  end
  if over and opts.match_tie == "play_on" and #winners > 1 then over = false end
  return over, winners
end

return power
