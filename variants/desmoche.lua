-- Desmoche, the Nicaraguan rummy (rules/desmoche.md, DES-*). Table mode
-- here; the rummy mode of `desmoche-online` (DES-O) shares the code.
--
-- Nine cards each, a Cambio pass, automatic wins (Peladilla, Cuatro
-- Cuerpos, Color) in two declaration windows, then turns: a drawn or
-- claimed card is the seat's loose card, placed on its own melds or
-- declined; the seat pays with a hand card; the first table of ten wins.
-- Chips: every seat stakes `bet`, the winner takes the pot plus bonuses
-- (Mico, Arriba del Palo, Color); scores are net chips per hand (DES-B8).
--
-- All state lives in zones and integer variables, so that the engine's
-- snapshots (refused actions) restore it exactly. Card handles are stored
-- as handle + 1 (0 = none).
--
-- `announce GAME...` names one game or several (`announce oro par_rojo`).

local D = {}

-- ---- cards ----------------------------------------------------------

local HIGH = { [1] = 14 }                       -- high order: A 14, others face
local function high(g, c) local r = g:rank(c); return HIGH[r] or r end
local function red(s) return s == "D" or s == "H" end

local function zone_cards(g, z) return g:cards(z) end

local function handle_of(g, face)
  return g:card(face) or error("no card " .. tostring(face))
end

local MAXMELDS = 3

-- ---- meld validity (DES-M) ------------------------------------------

local SUIT_ORDER = { C = 1, D = 2, H = 3, S = 4 }

-- DES-M5: a set with alternating colours, the colour with more cards
-- first (black when equal), clubs before spades, diamonds before hearts.
local function arrange_set(g, cards)
  local black, redc = {}, {}
  for _, c in ipairs(cards) do
    if red(g:suit(c)) then redc[#redc + 1] = c else black[#black + 1] = c end
  end
  local function bysuit(a, b) return SUIT_ORDER[g:suit(a)] < SUIT_ORDER[g:suit(b)] end
  table.sort(black, bysuit); table.sort(redc, bysuit)
  local first, second = black, redc
  if #redc > #black then first, second = redc, black end
  local out = {}
  for i = 1, math.max(#first, #second) do
    if first[i] then out[#out + 1] = first[i] end
    if second[i] then out[#out + 1] = second[i] end
  end
  return out
end

-- Run values of a same-suit group sorted ascending, or nil: the ace is 1,
-- or 14 with ace_runs = low_or_high when that makes the run.
local function run_order(g, cards, lo_hi)
  local n = #cards
  if n < 3 or n > 10 then return nil end
  local s = g:suit(cards[1])
  for _, c in ipairs(cards) do if g:suit(c) ~= s then return nil end end
  local function try(acehigh)
    local t = {}
    for i, c in ipairs(cards) do
      local r = g:rank(c)
      if r == 1 and acehigh then r = 14 end
      t[i] = { c = c, v = r }
    end
    table.sort(t, function(a, b) return a.v < b.v end)
    for i = 2, n do if t[i].v ~= t[i - 1].v + 1 then return nil end end
    local out = {}
    for i = 1, n do out[i] = t[i].c end
    return out, t[1].v
  end
  local out, low = try(false)
  if out then return out, low end
  if lo_hi then return try(true) end
  return nil
end

-- The cards in table order if they form a meld (DES-M1..M3), else nil;
-- second result "run" or "set", third the run's lowest value.
local function meld_of(g, cards)
  local n = #cards
  if n < 3 then return nil end
  local r = g:rank(cards[1])
  local same = true
  for _, c in ipairs(cards) do if g:rank(c) ~= r then same = false end end
  if same then
    if n > 4 then return nil end
    return arrange_set(g, cards), "set"
  end
  local out, low = run_order(g, cards, g.opt.ace_runs == "low_or_high")
  if out then return out, "run", low end
  return nil
end
D.meld_of = meld_of

-- The pieces a run leaves when cards are taken from it (DES-M6
-- split_runs): a list of valid runs, or nil.
local function run_pieces(g, rest)
  local ordered = {}
  for _, c in ipairs(rest) do ordered[#ordered + 1] = c end
  local lo_hi = g.opt.ace_runs == "low_or_high"
  local function v(c, acehigh) local r = g:rank(c); if r == 1 and acehigh then return 14 end; return r end
  for _, acehigh in ipairs(lo_hi and { false, true } or { false }) do
    table.sort(ordered, function(a, b) return v(a, acehigh) < v(b, acehigh) end)
    local pieces, cur = {}, {}
    for i, c in ipairs(ordered) do
      if i > 1 and v(c, acehigh) ~= v(ordered[i - 1], acehigh) + 1 then
        pieces[#pieces + 1] = cur; cur = {}
      end
      cur[#cur + 1] = c
    end
    pieces[#pieces + 1] = cur
    local fine = true
    for _, p in ipairs(pieces) do if not meld_of(g, p) then fine = false end end
    if fine then return pieces end
  end
  return nil
end

-- ---- a seat's table -------------------------------------------------

local function table_state(g, seat)
  local melds, origin = {}, {}
  for k = 1, MAXMELDS do
    local z = g:meld(seat, k)
    if g:count(z) > 0 then
      melds[k] = zone_cards(g, z)
      for _, c in ipairs(melds[k]) do origin[c] = k end
    end
  end
  return melds, origin
end

local function table_count(g, seat)
  local n = 0
  for k = 1, MAXMELDS do n = n + g:count(g:meld(seat, k)) end
  return n
end
D.table_count = table_count

-- The plays of a seat (DES-P3: new melds, lay-offs, Desmoche moves, every
-- meld valid afterwards, DES-M6, DES-M8) are generated by the core's
-- draw-meld-discard kit (cw.meld) from the parameters in `meld_kit` below.

-- Whether `seat` could use card x as its loose card (DES-P6); second
-- result: whether x alone lays off on one of its melds (DES-P9).
local function can_use(g, seat, x)
  return cw.meld.can_use(g, seat, x)
end

-- ---- seats ----------------------------------------------------------

-- In the deal: dealt in and not disqualified; active: also not folded
-- (section 0).
local function in_deal(g, s) local sv = g.sv[s]; return sv.dq == 0 and sv.left == 0 end
local function active_sv(sv) return sv.folded == 0 and sv.dq == 0 and sv.left == 0 end
local function active(g, s) return active_sv(g.sv[s]) end

local function next_active(g, seat)
  local n = g:nseats()
  for _ = 1, n do
    seat = seat % n + 1
    if active(g, seat) then return seat end
  end
  return nil
end

-- ---- automatic wins (DES-A) -----------------------------------------

local TYPES = { "color", "cuatro", "peladilla" }

local function type_enabled(g, t)
  if t == "color" then return g.opt.color ~= "off" end
  if t == "cuatro" then return g.opt.cuatro_cuerpos == "on" end
  return g.opt.peladilla == "on"
end

-- strength: 1 strongest (auto_win_order, DES-A5)
local function strength(g, t)
  local i = 0
  for name in g.opt.auto_win_order:gmatch("[^,]+") do
    i = i + 1
    if name == t then return i end
  end
  return 99
end

-- A hand for the tests of DES-A1: its ranks, read once, with the most
-- cards of one rank; suits are read only when a test needs them.
local function faces_of(g, cards)
  local rk, cnt, most = {}, {}, 0
  for i = 1, #cards do
    local r = g:rank(cards[i])
    rk[i] = r
    local k = (cnt[r] or 0) + 1
    cnt[r] = k
    if k > most then most = k end
  end
  return { n = #cards, rk = rk, most = most, cards = cards }
end

-- Whether the hand h (faces_of) meets automatic win t (DES-A1).
local function meets_h(g, h, t)
  if h.n ~= 9 then return false end
  if t == "cuatro" then return h.most == 4 end
  local cards = h.cards
  if t == "color" then
    local s1 = g:suit(cards[1])
    local suit = g.opt.color == "suit"
    for i = 2, 9 do
      local s = g:suit(cards[i])
      if suit then
        if s ~= s1 then return false end
      elseif red(s) ~= red(s1) then return false end
    end
    return true
  end
  -- Peladilla: no two cards of a rank, no two neighbours of a suit
  if h.most > 1 then return false end
  local rk, st = h.rk, {}
  for i = 1, 9 do st[i] = g:suit(cards[i]) end
  local lo_hi = g.opt.ace_runs == "low_or_high"
  for i = 1, 9 do
    for j = i + 1, 9 do
      if st[i] == st[j] then
        local ra, rb = rk[i], rk[j]
        if math.abs(ra - rb) == 1 then return false end
        if lo_hi and ((ra == 1 and rb == 13) or (ra == 13 and rb == 1)) then return false end
      end
    end
  end
  return true
end

local function meets(g, cards, t) return meets_h(g, faces_of(g, cards), t) end
D.meets = meets

-- The classification key of a hand: {strength, tiebreak values...} or nil.
local function classify(g, cards)
  local best
  local h = faces_of(g, cards)
  for _, t in ipairs(TYPES) do
    if type_enabled(g, t) and meets_h(g, h, t) then
      if not best or strength(g, t) < strength(g, best) then best = t end
    end
  end
  if not best then return nil end
  local key = { -strength(g, best) }
  if best == "cuatro" then
    local n, top = {}, 0
    for _, c in ipairs(cards) do local r = g:rank(c); n[r] = (n[r] or 0) + 1 end
    for r, k in pairs(n) do if k == 4 then top = math.max(top, HIGH[r] or r) end end
    key[2] = top
  else
    local v = {}
    for _, c in ipairs(cards) do v[#v + 1] = high(g, c) end
    table.sort(v, function(a, b) return a > b end)
    for _, x in ipairs(v) do key[#key + 1] = x end
  end
  return key, best
end
D.classify = classify

-- 1 if key a beats b, -1 if b beats a, 0 when level.
local function compare(a, b)
  if not a then return b and -1 or 0 end
  if not b then return 1 end
  for i = 1, math.max(#a, #b) do
    local x, y = a[i] or -1, b[i] or -1
    if x ~= y then return x > y and 1 or -1 end
  end
  return 0
end
D.compare = compare

-- The hand a seat was dealt: its hand now, less the card it got in the
-- Cambio, plus the card it gave.
local function dealt_hand(g, seat)
  local cards = zone_cards(g, g:hand(seat))
  local gave, got = g.sv[seat].gave - 1, g.sv[seat].got - 1
  if got < 0 then return cards end
  local out = {}
  for _, c in ipairs(cards) do if c ~= got then out[#out + 1] = c end end
  out[#out + 1] = gave
  return out
end

-- The types a seat may declare in the current window.
local function declarable(g, seat)
  local out = {}
  local cur, dealt = nil, false
  for _, t in ipairs(TYPES) do
    if type_enabled(g, t) then
      cur = cur or faces_of(g, zone_cards(g, g:hand(seat)))
      if dealt == false then
        dealt = g.v.stage == 2 and g.opt.auto_win_hand == "either" and faces_of(g, dealt_hand(g, seat))
      end
      if meets_h(g, cur, t) or (dealt and meets_h(g, dealt, t)) then
        out[#out + 1] = t
      end
    end
  end
  return out
end

local function hand_key(g, seat)
  local k = classify(g, zone_cards(g, g:hand(seat)))
  if g.v.stage == 2 and g.opt.auto_win_hand == "either" then
    local k2 = classify(g, dealt_hand(g, seat))
    if compare(k2, k) > 0 then k = k2 end
  end
  return k
end

-- ---- ending the hand --------------------------------------------------

-- how: 1 ten cards, 2 automatic win, 0 no winner. Winners are marked in
-- sv.won.
local function end_hand(g, how)
  g.v.how = how
  g:close_window()
  g:end_round()
end

-- Resolves the declarations of a window (DES-A5, DES-B11).
local function resolve_declarations(g)
  local best, winners = nil, {}
  local order, s = {}, g:dealer()
  for _ = 1, g:nseats() do s = s % g:nseats() + 1; order[#order + 1] = s end
  for _, seat in ipairs(order) do
    if g.sv[seat].declared == 1 then
      local k = hand_key(g, seat)
      local c = compare(k, best)
      if c > 0 then best, winners = k, { seat }
      elseif c == 0 then winners[#winners + 1] = seat end
    end
  end
  if g.opt.exact_tie == "rotation" then winners = { winners[1] } end
  for _, w in ipairs(winners) do g.sv[w].won = 1 end
  end_hand(g, 2)
end

local function reveal_hand(g, seat)
  for _, c in ipairs(zone_cards(g, g:hand(seat))) do g:flip(c, true) end
end

-- ---- turns ----------------------------------------------------------

local function rummy(g) return g.opt.draw_mode == "rummy" end

-- DES-O10: the waste pile but its top card becomes the stock, unshuffled:
-- `flip` turns it over (the earliest discard on top), `keep` keeps its
-- order (the card under the top on top). False when it cannot.
local function recycle(g)
  local mode = g:option("recycle") or "off"
  if mode == "off" then return false end
  local limit = g:option("recycle_limit")
  if limit ~= "unlimited" and g.v.recycles >= limit then return false end
  local n = g:count(g:discard())
  if n <= 1 then return false end
  for i = 1, n - 1 do
    local c = mode == "flip" and g:at(g:discard(), n - i) or g:at(g:discard(), 1)
    g:move(c, g:stock(), nil, "down")    -- unshuffled: every seat saw these cards
  end
  g.v.recycles = g.v.recycles + 1
  return true
end

local function start_turn(g, seat, again)
  if not seat then return end_hand(g, 0) end                -- DES-P15
  if g:count(g:stock()) == 0 and not recycle(g) then
    return end_hand(g, 0)                                   -- DES-P14, DES-O10
  end
  if not again then g:begin_turn(seat) end
  g.v.again = again and 1 or 0
  g.v.loose = 0
  g.v.claimed = 0
  g.v.taken = 0
  g:set_phase("start")
end

-- After a window closes with no taker (DES-P11, DES-P12).
local function continue_play(g)
  g:close_window()
  if g.v.first_step == 1 then                               -- DES-O4: nobody took it
    g.v.first_step = 0
    return start_turn(g, g:next_seat(g:dealer()))
  end
  local d = g.v.discarder
  if g.v.redraw_pending == 1 then
    g.v.redraw_pending = 0
    return start_turn(g, d, true)
  end
  start_turn(g, next_active(g, d))
end

-- Opens the claim window for the card just discarded by d (DES-P6..P10).
local function open_claims(g, d)
  g.v.discarder = d
  local x = g:top(g:discard())
  local seats = {}
  local forcing = g.opt.forced_layoff == "on"
  for s = 1, g:nseats() do
    local sv = g.sv[s]
    local forced = 0
    if s ~= d and active_sv(sv) then
      local use, alone = can_use(g, s, x)
      if use then
        seats[#seats + 1] = s
        if alone and forcing then forced = 1 end
      end
    end
    sv.forced = forced
  end
  local own = forcing and g.opt.forced_layoff_own or "off"
  if own ~= "off" and active(g, d) then
    local _, alone = can_use(g, d, x)
    if alone then
      g.sv[d].forced = 1
      if own == "first" then
        g:open_window(d, true, { d })
        g:set_phase("claim")
        return
      end
      seats[#seats + 1] = d
    end
  end
  if #seats == 0 then return continue_play(g) end
  g:open_window(d, false, seats)
  g:set_phase("claim")
end

local function check_win(g, seat)
  if table_count(g, seat) >= 10 then
    g.sv[seat].won = 1
    end_hand(g, 1)
    return true
  end
  return false
end

-- Puts cards into meld k of seat in table order.
local function lay(g, seat, k, cards)
  local z = g:meld(seat, k)
  local all = zone_cards(g, z)
  for _, c in ipairs(cards) do all[#all + 1] = c end
  local ordered = meld_of(g, all)
  for _, c in ipairs(ordered) do g:move(c, z, nil, "up") end
end

local function free_meld(g, seat)
  for k = 1, MAXMELDS do
    if g:count(g:meld(seat, k)) == 0 then return k end
  end
  error("no free meld zone")
end

-- Takes the given table cards out of their melds (they are about to be
-- placed elsewhere): re-arranges what stays, splitting runs (DES-M6).
local function take_from_melds(g, seat, cards)
  local melds, origin = table_state(g, seat)
  local touched = {}
  for _, c in ipairs(cards) do
    if origin[c] then touched[origin[c]] = true end
  end
  local aside = g:aside()
  for _, c in ipairs(cards) do if origin[c] then g:move(c, aside, nil, "up") end end
  for k in pairs(touched) do
    local rest = zone_cards(g, g:meld(seat, k))
    local ordered = meld_of(g, rest)
    if ordered then
      for _, c in ipairs(ordered) do g:move(c, g:meld(seat, k), nil, "up") end
    else
      local pieces = run_pieces(g, rest)
      for i = 2, #pieces do
        local nk = free_meld(g, seat)
        for _, c in ipairs(pieces[i]) do g:move(c, g:meld(seat, nk), nil, "up") end
      end
    end
  end

end

-- After a play: the loose card may now be on the table.
local function after_play(g, seat)
  if g.v.loose ~= 0 and g:count(g:held(seat)) == 0 then
    g.v.placed = 1
    g.v.claimed = 0
    g.v.redraw_pending = 0
  end
  check_win(g, seat)
end

-- ---- offences and disqualification (DES-Q) ---------------------------

-- The decision a disqualified seat leaves is taken up again (DES-Q3): a
-- window goes on without it, its turn passes to the next active seat.
local function resume(g, seat)
  local ph = g:phase()
  if ph == "start" or ph == "play" then
    if g:turn() ~= seat then return end
    g.v.loose, g.v.placed, g.v.claimed, g.v.redraw_pending = 0, 0, 0, 0
    return start_turn(g, next_active(g, seat))
  end
  if g:window_seat() then return end
  if ph == "declare" then D.after_window(g)
  elseif ph == "cambio" then g:close_window(); D.do_cambio(g)
  elseif ph == "claim" then continue_play(g)
  elseif ph == "bet" then g:close_window(); D.window(g, 1) end
end

-- DES-Q3: the seat's hand, table and loose card are put aside; it takes
-- no further part; a lone seat left in the deal wins at once (how = 3).
function D.disqualify(g, seat)
  g.sv[seat].dq = 1
  g:set_out(seat)
  local zones = { g:hand(seat), g:held(seat) }
  for k = 1, MAXMELDS do zones[#zones + 1] = g:meld(seat, k) end
  for _, z in ipairs(zones) do
    for _, c in ipairs(zone_cards(g, z)) do g:move(c, g:aside()) end
  end
  local left = {}
  for s = 1, g:nseats() do if in_deal(g, s) then left[#left + 1] = s end end
  if #left == 1 then
    g.sv[left[1]].won = 1
    return end_hand(g, 3)
  end
  resume(g, seat)
end

-- Whether a real table's record `SEAT offence KIND` may stand here
-- (DES-Q1, DES-Q4): a seat in the deal; a misdeal only by the dealer
-- before any other action of the hand (DES-D7); meld_order only under
-- strict order.
function D.offence_allowed(g, seat, kind)
  if not in_deal(g, seat) then return false end
  if kind == "misdeal" then return seat == g:dealer() and g.v.fresh == 1 end
  if kind == "meld_order" then return g.opt.strict_order == "on" end
  return true
end

-- DES-Q2 forgive_offences, DES-D7 misdeal_forfeit.
function D.offence(g, seat, kind)
  local opt = kind == "misdeal" and g.opt.misdeal_forfeit or (g.opt.forgive_offences == "off" and "on" or "off")
  if opt == "on" then D.disqualify(g, seat) end
end

-- DES-M7: the cards as typed are in table order (a run ascending, a set
-- with alternating colours).
function D.in_table_order(g, cards)
  local ordered, kind = meld_of(g, cards)
  if kind == "run" then
    for i, c in ipairs(cards) do if ordered[i] ~= c then return false end end
    return true
  end
  for i = 2, #cards do
    if red(g:suit(cards[i])) == red(g:suit(cards[i - 1])) then return false end
  end
  return true
end

-- ---- setup ----------------------------------------------------------

local function setup(g)
  local n = g:nseats()
  for s = 1, n do
    local sv = g.sv[s]
    sv.folded, sv.won, sv.declared, sv.gave, sv.got, sv.choice, sv.forced = 0, 0, 0, 0, 0, 0, 0
    sv.dq = 0
    sv.staked = 0
    if g.opt.betting == "fixed" and sv.left == 0 then                        -- DES-B2 stake into the pot
      sv.staked = g.opt.bet
      sv.paid = sv.paid + g.opt.bet
      g.v.pot = g.v.pot + g.opt.bet
    end
  end
  g.v.how, g.v.loose, g.v.placed, g.v.claimed, g.v.discarder = 0, 0, 0, 0, 0
  g.v.draws, g.v.redraw_pending, g.v.again = 0, 0, 0
  g.v.recycles, g.v.taken, g.v.first_step = 0, 0, 0
  g.v.fresh = 1                                              -- DES-D7
  local games = D.side_games(g)                              -- DES-S1 side stakes
  local joiners = 0
  for s = 1, n do if D.side_joins(g, s) then joiners = joiners + 1 end end
  for _, game in ipairs(games) do
    local var = D.SIDE_VAR[game]
    g.v[var] = g.v[var] + joiners * g:option("side_bet")
  end
  g:deal_hands(9)                                           -- DES-D6
  for s = 1, n do
    local lo, hi = 0, 0
    for _, c in ipairs(zone_cards(g, g:hand(s))) do
      if c < 26 then lo = lo | (1 << c) else hi = hi | (1 << (c - 26)) end
    end
    g.sv[s].dlo, g.sv[s].dhi = lo, hi
    g.sv[s].announced = 0
  end
  D.announce_side(g)
  if g.opt.betting == "open" then                           -- DES-B9
    g:open_window(g:dealer(), false)
    g:set_phase("bet")
    return
  end
  D.window(g, 1)
end

-- Opens declaration window A (stage 1) or B (stage 2), or moves on.
function D.window(g, stage)
  g.v.stage = stage
  local seats, decl = {}, {}
  local s = g:dealer()
  for _ = 1, g:nseats() do
    s = s % g:nseats() + 1
    if in_deal(g, s) then
      local d = #declarable(g, s) > 0
      if d then decl[#decl + 1] = s end
      if d or (stage == 1 and D.announcer(g, s)) then seats[#seats + 1] = s end
    end
  end
  if #decl > 0 and g.opt.auto_declare == "on" then
    for _, seat in ipairs(decl) do g.sv[seat].declared = 1; reveal_hand(g, seat) end
    return resolve_declarations(g)
  end
  if #seats > 0 then
    g:open_window(g:dealer(), false, seats)
    g:set_phase("declare")
    return
  end
  D.after_window(g)
end

function D.after_window(g)
  g:close_window()
  for s = 1, g:nseats() do
    if g.sv[s].declared == 1 then return resolve_declarations(g) end
  end
  if g.v.stage == 1 then
    g.v.stage = 0
    g:open_window(g:dealer(), false)                        -- DES-C1
    g:set_phase("cambio")
  else
    g.v.stage = 0
    if g:option("first_discard") == "on" then D.first_discard(g); return end
    start_turn(g, g:next_seat(g:dealer()))                  -- DES-P1
  end
end

-- DES-O4: the top stock card starts the waste; seats able to make a new
-- meld with it are asked from the seat after the dealer.
function D.first_discard(g)
  local c = g:turn_up()
  local seats = {}
  for s = 1, g:nseats() do
    if active(g, s) and can_use(g, s, c) then seats[#seats + 1] = s end
    g.sv[s].forced = 0
  end
  g.v.first_step = 1
  g.v.discarder = g:dealer()
  if #seats == 0 then return continue_play(g) end
  g:open_window(g:dealer(), false, seats)
  g:set_phase("claim")
end

-- DES-C1: every card moves at once, unseen by all but its giver and its
-- receiver (DES-C2).
function D.do_cambio(g)
  local n = g:nseats()
  local picks = {}
  for s = 1, n do picks[s] = g.sv[s].choice - 1 end
  for s = 1, n do
    if in_deal(g, s) then                                    -- DES-C3: the ring closes over a seat out
      local to, c = g:next_seat(s), picks[s]
      g:move(c, g:hand(to), nil, "down unseen")
      g:peek(to, c)
      g:peek(s, c)                                           -- DES-C2: the giver knows it too
      g.sv[s].gave = c + 1
      g.sv[to].got = c + 1
    end
  end
  D.window(g, 2)
end

-- ---- scoring (DES-B) --------------------------------------------------

-- ---- side games (DES-S) ----------------------------------------------

local SIDE = { "oro", "corazon", "flor", "corazon_negro", "par_rojo", "par_negro",
               "dos_par_rojo", "dos_par_negro", "tres_cuerpos", "escalera" }
local SIDE_VAR, SINCE_VAR = {}, {}
for i, name in ipairs(SIDE) do SIDE_VAR[name], SINCE_VAR[name] = "side" .. i, "since" .. i end
D.SIDE_VAR = SIDE_VAR

-- The enabled side games, in DES-S2 order. The list depends on the
-- option's value only, so it is made once per value; callers only read it.
local SIDE_GAMES = {}
local function side_games(g)
  local v = g:option("side_games") or "none"
  local cached = SIDE_GAMES[v]
  if cached then return cached end
  local on = {}
  if v == "all" then for _, n in ipairs(SIDE) do on[n] = true end
  elseif v ~= "none" then
    for w in tostring(v):gmatch("[^,%s]+") do
      w = w:gsub("%-", "_")
      if w == "rombo" then w = "oro" end
      if not SIDE_VAR[w] then error("side_games: unknown game '" .. w .. "'", 0) end
      on[w] = true
    end
  end
  local out = {}
  for _, n in ipairs(SIDE) do if on[n] then out[#out + 1] = n end end
  SIDE_GAMES[v] = out
  return out
end
D.side_games = side_games

-- Whether `seat` is one of `side_seats` (DES-S1), in the match or not.
local function side_seat(g, seat)
  local v = g:option("side_seats") or "all"
  if v == "all" then return true end
  for w in tostring(v):gmatch("%d+") do if tonumber(w) == seat then return true end end
  return false
end

-- Whether `seat` joins the side games of this hand.
local function side_joins(g, seat)
  if g.sv[seat].left ~= 0 then return false end               -- DES-B1: left the match
  return side_seat(g, seat)
end
D.side_joins = side_joins

-- The counted cards of a seat (DES-S3): its dealt hand, less the card it
-- passed in the Cambio when side_keep = on. The dealt hand is kept as a
-- bit mask of card handles in two seat variables.
local function counted(g, seat)
  local out = {}
  local gave = g.sv[seat].gave - 1
  for c = 0, 51 do
    local bits = c < 26 and g.sv[seat].dlo or g.sv[seat].dhi
    if (bits >> (c % 26)) & 1 == 1 and not (c == gave and g:option("side_keep") ~= "off") then
      out[#out + 1] = c
    end
  end
  return out
end
D.counted = counted

-- The best key of a seat in a side game, or nil (DES-S2, DES-S6).
local function side_key(g, game, cards)
  local by = {}                                   -- by[high value][suit] = true
  for _, c in ipairs(cards) do
    local h = high(g, c)
    by[h] = by[h] or {}
    by[h][g:suit(c)] = true
  end
  local single = { oro = "D", corazon = "H", flor = "C", corazon_negro = "S" }
  if single[game] then
    for h = 14, 2, -1 do if by[h] and by[h][single[game]] then return { h } end end
    return nil
  end
  if game == "tres_cuerpos" then
    for h = 14, 2, -1 do
      local n = 0
      for _ in pairs(by[h] or {}) do n = n + 1 end
      if n >= 3 then return { h } end
    end
    return nil
  end
  local pair = { par_rojo = { "H", "D" }, dos_par_rojo = { "H", "D" }, par_negro = { "C", "S" }, dos_par_negro = { "C", "S" } }
  if pair[game] then
    local p, found = pair[game], {}
    for h = 14, 2, -1 do
      if by[h] and by[h][p[1]] and by[h][p[2]] then found[#found + 1] = h end
    end
    if game:sub(1, 3) == "dos" then
      if #found < 2 then return nil end
      return { found[1], found[2] }
    end
    return found[1] and { found[1] } or nil
  end
  -- escalera: maximal runs of three or more of a suit
  local lo_hi = g.opt.ace_runs == "low_or_high"
  local best
  for _, su in ipairs({ "C", "D", "H", "S" }) do
    local at = {}
    for _, c in ipairs(cards) do
      if g:suit(c) == su then
        local r = g:rank(c)
        at[r] = true
        if r == 1 and lo_hi then at[14] = true end
      end
    end
    local top = lo_hi and 14 or 13
    local v = 1
    while v <= top do
      if at[v] then
        local w = v
        while w + 1 <= top and at[w + 1] do w = w + 1 end
        local len = w - v + 1
        if len >= 3 then
          local flag = (v == 1 and g:option("escalera_a23") ~= "low") and 1 or 0
          local key
          if g:option("escalera_compare") == "length" then key = { len, flag, w }
          else key = { flag, w, len } end
          if compare(key, best) > 0 then best = key end
        end
        v = w + 1
      else
        v = v + 1
      end
    end
  end
  return best
end
D.side_key = side_key

-- DES-B1 stack = N: a seat whose balance is below the stake when the next
-- hand is about to start leaves the match. `left` keeps the last hand it
-- played (0: still in), for what it put into a carried pot (DES-B10).
function D.leave_match(g, net)
  local stack = g.opt.stack
  if stack == "none" then return end
  for s = 1, g:nseats() do
    if g.sv[s].left == 0 and stack + g:total(s) + net[s] < g.opt.bet then
      g.sv[s].left = g:round()
      g:set_out(s)
    end
  end
end

-- DES-B1: the match ends after `hands` hands, or when fewer than two seats
-- are left (stack = N).
function D.match_over(g)
  local h = g.opt.hands
  if h ~= 0 and g:round() >= h then return true end
  local left = 0
  for s = 1, g:nseats() do if g.sv[s].left == 0 then left = left + 1 end end
  return left < 2
end

-- DES-S4 manual: a seat asked in window A to announce its side games.
function D.announcer(g, seat)
  return g.opt.side_announce == "manual" and side_joins(g, seat) and #side_games(g) > 0
end

-- Whether `seat` plays `game` at settlement: with side_announce = manual
-- only a game it announced (DES-S4).
local function side_counts(g, seat, game)
  if g.opt.side_announce ~= "manual" then return true end
  for i, name in ipairs(side_games(g)) do
    if name == game then return g.sv[seat].announced & (1 << i) ~= 0 end
  end
  return false
end

-- DES-S4 auto: right after the deal, everybody learns, for each side game,
-- which joining seats hold a qualifying combination (not which cards).
function D.announce_side(g)
  if g.opt.side_announce ~= "auto" then return end
  for _, game in ipairs(side_games(g)) do
    local s = g:dealer()
    for _ = 1, g:nseats() do
      s = s % g:nseats() + 1
      if side_joins(g, s) and in_deal(g, s) and side_key(g, game, counted(g, s)) then
        g:announce(s, "announce", game)
      end
    end
  end
end

-- DES-B10 for the side pots, at the end of a match: each seat gets back
-- exactly what it put into a carried side pot, `side_bet` for every hand
-- it joined since the pot was last won; a seat that left the match under
-- `stack` (DES-B1) joined up to the hand it left after, so it gets its
-- share of an older pot back too (open point 25: "returned to the seats
-- that paid into it"). Chips of a split remainder (DES-B11) go to the
-- seat after the last dealer.
local function return_side_pots(g, net)
  local n, last, bet = g:nseats(), g:round(), g:option("side_bet") or 1
  for _, game in ipairs(SIDE) do
    local pot = g.v[SIDE_VAR[game]]
    if pot > 0 then
      for s = 1, n do
        if side_seat(g, s) then
          local upto = g.sv[s].left ~= 0 and g.sv[s].left or last
          local back = math.max(0, upto - g.v[SINCE_VAR[game]]) * bet
          net[s] = net[s] + back
          pot = pot - back
        end
      end
      local first = g:dealer() % n + 1
      net[first] = net[first] + pot
      g.v[SIDE_VAR[game]] = 0
    end
  end
end

-- DES-S5: settles every side game into net; returns nothing.
local function settle_side(g, net)
  local n = g:nseats()
  for _, game in ipairs(side_games(g)) do
    local var = SIDE_VAR[game]
    local best, winners = nil, {}
    local s = g:dealer()
    for _ = 1, n do
      s = s % n + 1
      if side_joins(g, s) and in_deal(g, s) and side_counts(g, s, game) then   -- DES-S4, DES-S5
        local k = side_key(g, game, counted(g, s))
        if k then
          local c = compare(k, best)
          if c > 0 then best, winners = k, { s } elseif c == 0 then winners[#winners + 1] = s end
        end
      end
    end
    if #winners > 0 then
      if g.opt.exact_tie == "rotation" then winners = { winners[1] } end
      local pot = g.v[var]
      local share = pot // #winners
      for _, w in ipairs(winners) do net[w] = net[w] + share end
      g.v[var] = pot - share * #winners
      g.v[SINCE_VAR[game]] = g:round()       -- what stays is a split remainder (DES-B11)
    end
  end
end

local function score(g)
  local n, bet = g:nseats(), g.opt.bet
  local net = {}
  for s = 1, n do net[s] = -g.sv[s].staked end
  local winners = {}
  for s = 1, n do if g.sv[s].won == 1 then winners[#winners + 1] = s end end
  if #winners > 0 then
    local pot = g.v.pot
    local share = pot // #winners
    g.v.pot = pot - share * #winners
    for s = 1, n do g.sv[s].paid = 0 end
    for _, w in ipairs(winners) do net[w] = net[w] + share end
    if g.opt.play_everything == "on" and g.v.how ~= 3 then     -- DES-Q3: no bonus
      local common = 0
      if g.v.how == 1 then
        local w = winners[1]
        local melds = table_state(g, w)
        local all, suit1, col1, same_suit, same_col = {}, nil, nil, true, true
        for k = 1, MAXMELDS do
          local m = melds[k]
          if m then
            local _, kind, low = meld_of(g, m)
            if kind == "run" and low == 1 then common = common + 1 end   -- Mico
            for _, c in ipairs(m) do all[#all + 1] = c end
          end
        end
        for _, c in ipairs(all) do
          local s = g:suit(c)
          suit1 = suit1 or s
          if col1 == nil then col1 = red(s) end
          if s ~= suit1 then same_suit = false end
          if red(s) ~= col1 then same_col = false end
        end
        local cb = g.opt.color_bonus
        if (cb == "suit" and same_suit) or (cb == "colour" and same_col) then common = common + 1 end
      end
      for s = 1, n do
        if g.sv[s].won == 0 and in_deal(g, s) then           -- DES-B6
          local units = common
          if table_count(g, s) == 0 then units = units + 1 end       -- Arriba del Palo
          for _, w in ipairs(winners) do
            net[s] = net[s] - units * bet
            net[w] = net[w] + units * bet
          end
        end
      end
    end
  end
  local games = side_games(g)
  for s = 1, n do
    if side_joins(g, s) then net[s] = net[s] - #games * g:option("side_bet") end
  end
  settle_side(g, net)
  for s = 1, n do
    if g.sv[s].dq == 1 then g:set_out(s, false) end           -- out for this hand only
  end
  D.leave_match(g, net)
  local last = D.match_over(g)
  -- DES-B10: the last hand of a match returns a carried pot.
  if last and g.v.pot > 0 then
    local total = 0
    for s = 1, n do total = total + g.sv[s].paid end
    local left = g.v.pot
    for s = 1, n do
      local back = total > 0 and g.sv[s].paid or 0
      net[s] = net[s] + back
      left = left - back
    end
    if left > 0 then
      local s = g:dealer() % n + 1                           -- the seat after the last dealer
      net[s] = net[s] + left
    end
    g.v.pot = 0
  end
  if last then return_side_pots(g, net) end
  for s = 1, n do g:set_score(s, net[s]) end
end

-- ---- actions --------------------------------------------------------

local function hand_has(g, seat, c)
  local z = g:where(c)
  return z == g:hand(seat)
end

-- The zones of live cards (DES-P16): the stock, the discard pile when it
-- is recycled, every hand and loose card. Zone numbers are fixed once the
-- game is configured, so the list is made once.
local LIVE = {}
function D.live_zones(g)
  local key = g:nseats() .. g.opt.recycle
  local live = LIVE[key]
  if not live then
    live = { g:stock() }
    if g.opt.recycle ~= "off" then live[#live + 1] = g:discard() end
    for s = 1, g:nseats() do
      live[#live + 1] = g:hand(s)
      live[#live + 1] = g:held(s)
    end
    LIVE[key] = live
  end
  return live
end

-- DES-P16 fold = checked: no live card (stock, hands, loose cards, and the
-- discard pile when it is recycled) lays off alone on one of the seat's melds.
local function fold_allowed(g, seat)
  local f = g.opt.fold
  if f == "off" then return false end
  if f == "free" then return true end
  return not cw.meld.extends(g, seat, D.live_zones(g))
end

local function type_name(t)
  if t == "cuatro_cuerpos" then return "cuatro" end
  if t == "colour" then return "color" end
  return t
end

local actions = {
  ["declare peladilla"] = { doc = "declare a Peladilla (DES-A1)", apply = function(g, seat) D.declare(g, seat, "peladilla") end },
  ["declare cuatro"] = { aliases = { "declare cuatro_cuerpos" }, doc = "declare Cuatro Cuerpos (DES-A1)",
    apply = function(g, seat) D.declare(g, seat, "cuatro") end },
  ["declare color"] = { aliases = { "declare colour" }, doc = "declare a Color (DES-A1)",
    apply = function(g, seat) D.declare(g, seat, "color") end },
  bet = { args = "n", doc = "betting = open: put N chips into the pot, 0 to bet_max (DES-B9)",
    apply = function(g, seat, n)
      g.sv[seat].staked = n
      g.sv[seat].paid = g.sv[seat].paid + n
      g.v.pot = g.v.pot + n
      g:window_next()
      if not g:window_seat() then g:close_window(); D.window(g, 1) end
    end },
  pass = { private = "all", doc = "decline: a declaration or a claim; only you know (DES-A4, DES-P7)", apply = function(g, seat)
    g:window_next()
    if g:window_seat() then return end
    if g:phase() == "declare" then D.after_window(g) else continue_play(g) end
  end },
  cambio = { args = "c", private = true, doc = "pass a card face down to the next seat (DES-C1, DES-C2)", apply = function(g, seat, face)
    g.sv[seat].choice = handle_of(g, face) + 1
    g:window_next()
    if not g:window_seat() then g:close_window(); D.do_cambio(g) end
  end },
  ["draw discard"] = { doc = "rummy mode: take the top waste card into the hand (DES-O5, DES-O6)",
    apply = function(g, seat)
      local c = g:top(g:discard())
      g:move(c, g:hand(seat), nil, "down")          -- every seat saw which card was taken
      g.v.taken = c + 1
      g:set_phase("play")
    end },
  takeback = { args = "c", doc = "rummy mode: a card from an own meld back to the hand (DES-O8)",
    apply = function(g, seat, face)
      local c = handle_of(g, face)
      take_from_melds(g, seat, { c })
      g:move(c, g:hand(seat), nil, "down")          -- it lay face up: every seat knows it
    end },
  unmeld = { args = "n", doc = "rummy mode: a whole own meld back to the hand (DES-O8)",
    apply = function(g, seat, k)
      for _, c in ipairs(zone_cards(g, g:meld(seat, k))) do
        g:move(c, g:hand(seat), nil, "down")        -- it lay face up: every seat knows it
      end
    end },
  draw = { aliases = { "draw stock" }, doc = "the top stock card becomes your loose card (DES-P1, DES-P2)",
    apply = function(g, seat)
      if rummy(g) then                                       -- DES-O5: into the hand
        local c = g:draw(seat, g:stock())
        g:move(c, g:hand(seat), nil, "down")
        g.v.taken = 0
        g:set_phase("play")
        return
      end
      g:draw(seat, g:stock())
      g.v.draws = g.v.draws + 1
      g.v.loose, g.v.placed, g.v.claimed = 1, 0, 0
      g:set_phase("play")
    end },
  fold = { aliases = { "pass hand" }, doc = "pass for the rest of the hand (DES-P16)", apply = function(g, seat)
    g.sv[seat].folded = 1
    for k = 1, MAXMELDS do
      for _, c in ipairs(zone_cards(g, g:meld(seat, k))) do g:flip(c, false) end
    end
    start_turn(g, next_active(g, seat))
  end },
  claim = { doc = "take the discard as your loose card (DES-P7, DES-P8)", apply = function(g, seat)
    local c = g:top(g:discard())
    g:close_window()
    g:move(c, g:held(seat), nil, "up")
    g.v.redraw_pending = 0
    g:begin_turn(seat)
    g.v.loose, g.v.placed, g.v.claimed = 1, 0, 1
    g:set_phase("play")
  end },
  meld = { args = "ccc*", unordered = function(opt) return opt.strict_order ~= "on" end, doc = "a new meld from hand, loose card and own melds (DES-P3)",
    accepts = function(g, seat, ...) return D.any_listing(g, seat, ...) end,
    apply = function(g, seat, ...)
      local cards = {}
      for i, f in ipairs({ ... }) do cards[i] = handle_of(g, f) end
      take_from_melds(g, seat, cards)
      lay(g, seat, free_meld(g, seat), cards)
      if g.opt.strict_order == "on" and not D.in_table_order(g, cards) then
        return D.disqualify(g, seat)                         -- DES-M7 with forgive_offences = off
      end
      after_play(g, seat)
    end },
  layoff = { args = "c*n", unordered = true,
    doc = "add cards from hand, the loose card or other own melds to own meld M (DES-P3)",
    apply = function(g, seat, ...)
      local args = { ... }
      local k = table.remove(args)
      local cards = {}
      for i, f in ipairs(args) do cards[i] = handle_of(g, f) end
      take_from_melds(g, seat, cards)
      lay(g, seat, k, cards)
      if g:phase() == "claim" then return end                -- layoff_any_time: the window goes on
      after_play(g, seat)
    end },
  desmoche = { args = "cnn", doc = "move a card from own meld FROM to own meld TO (DES-P13)",
    apply = function(g, seat, face, from, to)
      local c = handle_of(g, face)
      take_from_melds(g, seat, { c })
      lay(g, seat, to, { c })
      after_play(g, seat)
    end },
  discard = { args = "c", doc = "decline the loose card, or pay with a hand card (DES-P2, DES-P4)",
    apply = function(g, seat, face)
      local c = handle_of(g, face)
      if g:where(c) == g:held(seat) then
        -- declining the loose card (DES-P2); DES-P12 on the hand's first draw
        if g.v.draws == 1 and g.v.again == 0 and g.opt.first_redraw == "on" then g.v.redraw_pending = 1 end
      end
      g:move(c, g:discard(), nil, "up")
      g.v.loose, g.v.placed = 0, 0
      if rummy(g) then                                       -- DES-O5: no claim windows
        g.v.first_step = 0
        return start_turn(g, next_active(g, seat))
      end
      open_claims(g, seat)
    end },
}

-- DES-S4 manual: `announce GAME...` in window A, one game or several on
-- a line, in any order, `_` or `-` (DES-S2: `par-rojo` is `par_rojo`;
-- `rombo` is `oro`); the seat is still to answer `declare` or `pass`.
-- Each single game is offered; a line of several is accepted when every
-- game in it is enabled and not announced yet, each named once.
local function announce_bit(g, game)
  for k, name in ipairs(side_games(g)) do if name == game then return 1 << k end end
  return 0
end

local SIDE_WORDS = {}
for i, game in ipairs(SIDE) do SIDE_WORDS[i] = game == "oro" and "oro|rombo" or game end

actions["announce"] = { args = "w*", words = SIDE_WORDS, unordered = true,
  doc = "side_announce = manual: announce possible winners of side games, e.g. announce oro par_rojo (DES-S4)",
  accepts = function(g, seat, ...)
    local seen = 0
    for _, game in ipairs({ ... }) do
      local bit = announce_bit(g, game)
      if bit == 0 or seen & bit ~= 0 or g.sv[seat].announced & bit ~= 0 then return false end
      seen = seen | bit
    end
    return true
  end,
  apply = function(g, seat, ...)
    for _, game in ipairs({ ... }) do g.sv[seat].announced = g.sv[seat].announced | announce_bit(g, game) end
  end }

-- `SEAT offence KIND`: a real table's record, by any seat between
-- actions (DES-Q1, DES-Q2, DES-Q4).
for _, kind in ipairs({ "misdeal", "discard_search", "card_to_hand", "meld_order" }) do
  actions["offence " .. kind] = { any_seat = true,
    doc = "a real table's record: " .. kind .. " (DES-Q1; disqualifies unless forgiven, DES-Q2, DES-D7)",
    accepts = function(g, seat) return D.offence_allowed(g, seat, kind) end,
    apply = function(g, seat) D.offence(g, seat, kind) end }
end

-- DES-D7: a misdeal is recorded right after the deal, before any other
-- action of the hand: every other action ends that moment.
for _, a in pairs(actions) do
  if not a.any_seat then
    local apply = a.apply
    a.apply = function(g, seat, ...) g.v.fresh = 0; return apply(g, seat, ...) end
  end
end

function D.declare(g, seat, t)
  g.sv[seat].declared = 1
  reveal_hand(g, seat)
  g:window_next()
  if not g:window_seat() then D.after_window(g) end
  local _ = t                                   -- the hand is classed whatever was declared (DES-A5)
end

-- ---- legal ----------------------------------------------------------

local legal = {
  bet = function(g, seat)
    local top = g.opt.bet_max
    if g.opt.stack ~= "none" then top = math.min(top, g.opt.stack + g:total(seat)) end   -- DES-B9
    for n = 0, top do g:offer("bet", n) end
  end,
  declare = function(g, seat)
    if g.v.stage == 1 and D.announcer(g, seat) then             -- DES-S4 manual
      local open = false
      for i, game in ipairs(side_games(g)) do
        if g.sv[seat].announced & (1 << i) == 0 then g:offer("announce", game); open = true end
      end
      if open then g:offer_open("announce") end                 -- several games on a line
    end
    for _, t in ipairs(declarable(g, seat)) do g:offer("declare " .. t) end
    g:offer("pass")
  end,
  cambio = function(g, seat)
    g:offer_cards("cambio", g:hand(seat))
  end,
  start = function(g, seat)
    g:offer("draw")
    if rummy(g) then
      local top = g:top(g:discard())
      if top then
        -- DES-O6: with an empty hand only when the card wins at once
        if g:count(g:hand(seat)) > 0 or can_use(g, seat, top) then g:offer("draw discard") end
      end
      return
    end
    if g.v.again == 0 and fold_allowed(g, seat) then g:offer("fold") end
  end,
  claim = function(g, seat)
    local can, forced = true, g.sv[seat].forced == 1
    if g.opt.layoff_any_time == "on" and g.v.first_step == 0 then
      -- DES-P3: lay-offs from the hand onto own melds without claiming; the
      -- hand may have changed since the window opened
      local use, alone = can_use(g, seat, g:top(g:discard()))
      can, forced = use, forced and alone
      D.hand_layoffs(g, seat)
    end
    if can then g:offer("claim") end
    if not forced then g:offer("pass") end
  end,
  play = function(g, seat)
    local hand = zone_cards(g, g:hand(seat))
    local loose = g:held_card(seat)
    if rummy(g) and not loose then return D.rummy_play(g, seat, hand) end
    if g.opt.strict_order == "on" and g.opt.forgive_offences == "off" then
      g:offer_open("meld")                                   -- DES-M7: any listing, at a price
    end
    -- DES-P3 plays with hand and loose card; a claimed card first (DES-P8)
    local loose_fits = cw.meld.offer(g, seat, D.turn_ask(g, seat))
    if loose then
      if g.v.claimed == 0 then
        -- DES-P2: decline; must_use forbids it when the card can be placed
        if not (g.opt.must_use == "on" and loose_fits) then g:offer("discard", g:face(loose)) end
      end
    else
      g:offer_cards("discard", g:hand(seat))                -- DES-P4
    end
  end,
}

-- layoff_any_time = on: the seat's lay-offs of hand cards alone (DES-P3).
function D.hand_layoffs(g, seat)
  cw.meld.offer(g, seat, { layoffs_only = true, hand_only = true })
end

-- What the seat plays with in its table-mode turn: its hand and loose
-- card; a claimed card must be in the first play (DES-P8).
function D.turn_ask(g, seat)
  local loose = g:held_card(seat)
  return { extra = loose, loose = loose, must = (loose and g.v.claimed == 1) and loose or nil }
end

-- DES-M7, strict order with offences not forgiven: a meld the seat could
-- lay is accepted in any listing order (the apply disqualifies).
function D.any_listing(g, seat, ...)
  if g:phase() ~= "play" or rummy(g) then return false end
  local function key(cards)
    local t = {}
    for i, c in ipairs(cards) do t[i] = g:face(c) end
    table.sort(t)
    return table.concat(t, " ")
  end
  local typed = {}
  for i, f in ipairs({ ... }) do
    for c = 0, 51 do if g:face(c) == f then typed[i] = c end end
  end
  local want, found = key(typed), false
  cw.meld.each(g, seat, D.turn_ask(g, seat), function(role, cards)
    if role == "new" and key(cards) == want then found = true end
  end)
  return found
end

-- DES-O5..O8: a rummy-mode turn after the draw. DES-O6: no play leaves the
-- card taken from the waste alone in the hand.
function D.rummy_play(g, seat, hand)
  local taken = g.v.taken - 1
  cw.meld.offer(g, seat, { guard = taken >= 0 and taken or nil })
  if g:option("takeback") == "on" then
    local melds = table_state(g, seat)
    for k = 1, MAXMELDS do
      local m = melds[k]
      if m then
        g:offer("unmeld", k)
        for _, c in ipairs(m) do
          local rest = {}
          for _, x in ipairs(m) do if x ~= c then rest[#rest + 1] = x end end
          if meld_of(g, rest) then g:offer("takeback", g:face(c)) end
        end
      end
    end
  end
  g:offer_cards("discard", g:hand(seat), taken >= 0 and taken or nil)     -- DES-O6
end

-- ---- the variant ----------------------------------------------------

local ORDERS = {
  "color,cuatro,peladilla", "color,peladilla,cuatro", "cuatro,color,peladilla",
  "cuatro,peladilla,color", "peladilla,color,cuatro", "peladilla,cuatro,color",
}

local function onoff(default, doc) return { default = default, choices = { "on", "off" }, doc = doc } end

D.variant = variant {
  name = "desmoche",
  title = "Desmoche (Nicaraguan rummy)",
  summary = "Nine cards each, a secret Cambio pass, then draw or claim, meld and pay: "
         .. "the first table of ten cards takes the pot and the bonuses.",
  family = "rummy",
  players = { 2, 4 },                                                      -- DES-D1
  simulate = { hands = 1 },        -- DES-B1: a match goes on until the players stop
  wins = "highest",                -- totals are net chips (DES-B1)
  chips = { pot = "pot", stack = "stack" },  -- the main pot (DES-B3), each seat's stack (DES-B1)
  deck = { decks = 1, jokers = 0 },                                        -- DES-D2
  melds = MAXMELDS,
  -- The loose card waits in its seat's held zone through claim windows
  -- (DES-P8); a disqualified seat's cards lie aside (DES-Q3).
  zones = { "stock", "discard", "aside", "hand", "held", "melds" },
  options = {
    bet = { default = 1, int = true, min = 1, max = 1000, doc = "the stake of every seat each hand, and one bonus (DES-B2)" },
    betting = { default = "fixed", choices = { "fixed", "open" }, doc = "equal stakes before the deal, or one free bet each after it (DES-B2, DES-B9)" },
    bet_max = { default = 10, int = true, min = 0, max = 200, doc = "the largest open bet (DES-B9)" },
    stack = { default = "none", choices = { "none" }, int = true, min = 1, max = 1000000,
              doc = "chips each seat starts with; below the stake before a hand, it leaves the match (DES-B1)" },
    hands = { default = 0, int = true, min = 0, max = 100000, doc = "hands in a match; 0 = no limit (DES-B1)" },
    ace_runs = { default = "low", choices = { "low", "low_or_high" }, doc = "aces low only in runs, or also above a king (DES-D8)" },
    peladilla = onoff("on", "the Peladilla automatic win (DES-A1)"),
    cuatro_cuerpos = onoff("on", "the Cuatro Cuerpos automatic win (DES-A1)"),
    color = { default = "colour", choices = { "colour", "suit", "off" }, doc = "the Color automatic win: one colour, one suit, or not played (DES-A1)" },
    auto_win_order = { default = "color,cuatro,peladilla", choices = ORDERS, doc = "strength of the automatic wins, strongest first (DES-A5)" },
    auto_win_hand = { default = "either", choices = { "either", "current" }, doc = "window B may declare a type the dealt hand met (DES-A3)" },
    auto_declare = onoff("off", "the engine declares automatic wins for every qualifying seat (DES-A2)"),
    exact_tie = { default = "rotation", choices = { "rotation", "split" }, doc = "exact ties: the seat nearest after the dealer, or share the pot (DES-B11)" },
    first_redraw = onoff("on", "the first player draws again when its declined first card goes untaken (DES-P12)"),
    hand_melds = { default = "free", choices = { "free", "with_card" }, doc = "new melds of hand cards alone, or only with the loose card (DES-P3)" },
    forced_layoff = onoff("on", "a seat whose meld takes the discard alone must claim it (DES-P9)"),
    must_use = onoff("on", "a drawn card that can be placed may not be declined (DES-P2)"),
    forced_layoff_own = { default = "last", choices = { "last", "first", "off" }, doc = "the discarder's own meld: forced last, first, or never (DES-P10)" },
    layoff_any_time = onoff("off", "a seat asked in a claim window may also lay off hand cards on its melds (DES-P3)"),
    side_announce = { default = "auto", choices = { "auto", "manual" },
                      doc = "side games: the engine tells who holds a combination, or each seat announces in window A (DES-S4)" },
    split_runs = onoff("off", "a run may give an inner card when both pieces stay runs (DES-M6)"),
    fold = { default = "checked", choices = { "checked", "free", "off" }, doc = "passing for the hand: when no live card fits, any time, or never (DES-P16)" },
    meld_piles = { default = 0, int = true, min = 0, max = 3, doc = "most melds a seat may hold at once; 0 = no limit (DES-M8)" },
    draw_mode = { default = "table", choices = { "table" }, doc = "table mode: a drawn card is loose, never in the hand (DES-P)" },
    first_discard = { default = "off", choices = { "off" }, doc = "no card is turned up after the deal (DES-D6)" },
    takeback = { default = "off", choices = { "off" }, doc = "no card returns from the table to the hand (DES-P13)" },
    recycle = { default = "off", choices = { "off", "flip", "keep" }, doc = "an empty stock ends the hand, or the waste is turned over / kept in order (DES-O10)" },
    recycle_limit = { default = 3, choices = { "unlimited" }, int = true, min = 0, max = 1000, doc = "recycles allowed per hand (DES-O10)" },
    side_games = { default = "none", doc = "side games: none, all, or a comma list of oro, corazon, flor, corazon_negro, "
                   .. "par_rojo, par_negro, dos_par_rojo, dos_par_negro, tres_cuerpos, escalera (DES-S1)" },
    side_bet = { default = 1, int = true, min = 1, max = 1000, doc = "the stake of each joining seat in each side game (DES-S1)" },
    side_seats = { default = "all", doc = "the seats that join the side games: all, or a comma list of seat numbers (DES-S1)" },
    side_keep = onoff("on", "a card passed away in the Cambio no longer counts for the side games (DES-S3)"),
    escalera_a23 = { default = "high", choices = { "high", "low" }, doc = "A-2-3 outranks J-Q-K in the escalera, or is the lowest run (DES-S6)" },
    escalera_compare = { default = "top", choices = { "top", "length" }, doc = "escalera: top card then length, or length first (DES-S6)" },
    strict_order = onoff("off", "a meld must be typed in table order: runs ascending, sets alternating colours (DES-M7)"),
    forgive_offences = onoff("on", "offences are forgiven (on), or an offence line or a meld typed out of strict order disqualifies (off) (DES-Q2)"),
    misdeal_forfeit = onoff("on", "a dealer recorded with `offence misdeal` forfeits the hand (DES-D7)"),
    play_everything = onoff("on", "the Mico, Arriba del Palo and Color bonuses (DES-B5)"),
    color_bonus = { default = "suit", choices = { "suit", "colour", "off" }, doc = "the Color bonus: ten cards of one suit, of one colour, or none (DES-B5)" },
  },
  vars = { side1 = 0, side2 = 0, side3 = 0, side4 = 0, side5 = 0, side6 = 0, side7 = 0, side8 = 0,
           side9 = 0, side10 = 0, since1 = 0, since2 = 0, since3 = 0, since4 = 0, since5 = 0, since6 = 0,
           since7 = 0, since8 = 0, since9 = 0, since10 = 0, recycles = 0, taken = 0, first_step = 0, pot = 0, how = 0, stage = 0, loose = 0, placed = 0, claimed = 0, discarder = 0,
           draws = 0, redraw_pending = 0, again = 0, fresh = 0 },
  seat_vars = { staked = 0, dlo = 0, dhi = 0, folded = 0, won = 0, declared = 0, gave = 0, got = 0, choice = 0, forced = 0, paid = 0, dq = 0, left = 0, announced = 0 },
  phases = { "bet", "declare", "cambio", "start", "play", "claim" },
  -- NOTATION: passes in claim windows (DES-P7, and the first-discard step
  -- DES-O4) may be left out of a replay; a declaration pass (DES-A4) may not.
  implied_pass = { "claim" },
  -- The core's draw-meld-discard kit: runs of 3 to 10 cards of a suit
  -- (DES-M1), sets of 3 or 4 of a rank (DES-M2), the ace above a king with
  -- ace_runs = low_or_high (DES-D8), split runs (DES-M6), meld piles
  -- (DES-M8), hand_melds (DES-P3), strict order's listings (DES-M7).
  meld_kit = function(opt)
    local piles = opt.meld_piles
    if piles == 0 or piles > MAXMELDS then piles = MAXMELDS end
    return {
      run_min = 3, run_max = 10, set_min = 3, set_max = 4,
      ace_high = opt.ace_runs == "low_or_high",
      split_inner = opt.split_runs == "on",
      piles = piles,
      new_needs_loose = opt.hand_melds == "with_card",
      ordered_sets = opt.strict_order == "on",
      verbs = { new = "meld", layoff = "layoff", move = "desmoche" },
    }
  end,
  actions = actions,
  setup = setup,
  legal = legal,
  score = score,
  explain = require("desmoche_table")(meld_of, MAXMELDS),   -- `cardwright score` (section 11)
  -- DES-O10: a recycled stock without a limit may never end a hand; people
  -- may play so, a table of bots may not (sim refuses it), nor past some
  -- 100 recycles, where a hand of random play outgrows a round's log.
  check_options = function(opt, _, _, simulated)
    if not simulated or opt.recycle == "off" then return nil end
    if opt.recycle_limit == "unlimited" then
      return "recycle_limit = unlimited with recycle = " .. opt.recycle
          .. ": a hand of bots may never end; sim and check need a limit (DES-O10)"
    elseif opt.recycle_limit > 100 then
      return "recycle_limit = " .. opt.recycle_limit .. " with recycle = " .. opt.recycle
          .. ": a hand of bots may outgrow a round's log; sim and check take at most 100 (DES-O10)"
    end
  end,
  match_over = function(g) return D.match_over(g) end,
}

return D.variant
