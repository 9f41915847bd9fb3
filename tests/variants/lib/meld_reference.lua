-- The plain-Lua reference of the draw-meld-discard kit's plays, as
-- Desmoche computed them before the kit (rules/desmoche.md DES-M1..M8,
-- DES-P3, DES-P6, DES-P9, DES-P13, DES-P16). Kept for the equivalence test
-- (tests/variants/desmoche_kit.lua) only: the variant itself asks the kit.
local D = {}

local function red(s) return s == "D" or s == "H" end

local function zone_cards(g, z)
  local t = {}
  for i = 1, g:count(z) do t[i] = g:at(z, i) end
  return t
end


local MAXMELDS = 3

local function meld_limit(g)
  local n = g:option("meld_piles") or 0
  if n == 0 or n > MAXMELDS then return MAXMELDS end
  return n
end

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

local function nmelds(melds)
  local n = 0
  for k = 1, MAXMELDS do if melds[k] then n = n + 1 end end
  return n
end

-- After taking the cards in `taken` (a set of handles) from the seat's
-- melds: nil if some meld is left invalid, else the number of extra melds
-- that split runs need (DES-M6).
local function after_taking(g, melds, taken)
  local extra = 0
  for k = 1, MAXMELDS do
    local m = melds[k]
    if m then
      local rest, took = {}, false
      for _, c in ipairs(m) do
        if taken[c] then took = true else rest[#rest + 1] = c end
      end
      if took then
        if not meld_of(g, rest) then
          if g.opt.split_runs ~= "on" or #rest < 6 then return nil end
          local _, kind = meld_of(g, m)
          if kind ~= "run" then return nil end
          local p = run_pieces(g, rest)
          if not p then return nil end
          extra = extra + #p - 1
        end
      end
    end
  end
  return extra
end

-- Every play of `seat` with the cards `avail` (hand cards and a loose
-- card, besides its own melds). `must` (a handle or nil): only plays
-- containing it. Calls emit(verb, cards_in_order, meld_or_from, to).
local function plays(g, seat, avail, must, emit, opts)
  opts = opts or {}
  local melds, origin = table_state(g, seat)
  local all = {}
  for _, c in ipairs(avail) do all[#all + 1] = c end
  for k = 1, MAXMELDS do
    if melds[k] then for _, c in ipairs(melds[k]) do all[#all + 1] = c end end
  end
  local loose = opts.loose
  local limit = meld_limit(g)
  local used = nmelds(melds)
  local function check(cards, new_melds)
    local taken = {}
    for _, c in ipairs(cards) do if origin[c] then taken[c] = true end end
    local extra = after_taking(g, melds, taken)
    if not extra then return false end
    -- melds that lose every card are impossible (a meld keeps 3 or more)
    return used + new_melds + extra <= limit
  end
  -- new melds: sets and runs
  if not opts.layoffs_only then
    local byrank, bysuit = {}, {}
    for _, c in ipairs(all) do
      local r, s = g:rank(c), g:suit(c)
      byrank[r] = byrank[r] or {}; table.insert(byrank[r], c)
      bysuit[s] = bysuit[s] or {}; table.insert(bysuit[s], c)
    end
    local cands = {}
    for r = 1, 13 do
      local t = byrank[r]
      if t and #t >= 3 then
        local n = #t
        for mask = 0, (1 << n) - 1 do
          local sub = {}
          for i = 1, n do if mask & (1 << (i - 1)) ~= 0 then sub[#sub + 1] = t[i] end end
          if #sub >= 3 then cands[#cands + 1] = sub end
        end
      end
    end
    local lo_hi = g.opt.ace_runs == "low_or_high"
    for _, s in ipairs({ "C", "D", "H", "S" }) do
      local t = bysuit[s]
      if t and #t >= 3 then
        local at = {}
        for _, c in ipairs(t) do
          local r = g:rank(c)
          at[r] = c
          if r == 1 and lo_hi then at[14] = c end
        end
        local top = lo_hi and 14 or 13
        for a = 1, top - 2 do
          local run = {}
          for b = a, math.min(top, a + 9) do
            if not at[b] then break end
            if b == 14 and a == 1 then break end          -- one ace is never both ends
            run[#run + 1] = at[b]
            if #run >= 3 then
              local copy = {}
              for i, c in ipairs(run) do copy[i] = c end
              cands[#cands + 1] = copy
            end
          end
        end
      end
    end
    for _, cand in ipairs(cands) do
      local has_must, has_loose = must == nil, false
      for _, c in ipairs(cand) do
        if c == must then has_must = true end
        if c == loose then has_loose = true end
      end
      if has_must and (g.opt.hand_melds ~= "with_card" or has_loose) then
        local ordered = meld_of(g, cand)
        if ordered and check(cand, 1) then emit("meld", ordered) end
      end
    end
  end
  -- lay-offs of several cards on one run (DES-P3, M-22): cards extending
  -- it below and above, taken from hand, the loose card or other melds
  for k = 1, MAXMELDS do
    if melds[k] then D.run_layoffs(g, melds[k], all, origin, k, must, check, emit) end
  end
  -- single-card lay-offs and Desmoche moves
  for k = 1, MAXMELDS do
    local m = melds[k]
    if m then
      for _, c in ipairs(all) do
        if origin[c] ~= k and (must == nil or c == must) then
          local grown = { c }
          for _, x in ipairs(m) do grown[#grown + 1] = x end
          if meld_of(g, grown) and check({ c }, 0) then
            if origin[c] then emit("desmoche", { c }, origin[c], k)
            else emit("layoff", { c }, k) end
          end
        end
      end
    end
  end
end
D.plays = plays

-- The multi-card lay-offs on run m (meld k): the cards of `all` that extend
-- it by a below and b above (a + b >= 2), every meld valid afterwards
-- (DES-M6). A run is at most 10 cards, so there are few.
function D.run_layoffs(g, m, all, origin, k, must, check, emit)
  local _, kind, low = meld_of(g, m)
  if kind ~= "run" then return end
  local suit, lo_hi = g:suit(m[1]), g.opt.ace_runs == "low_or_high"
  local at = {}                                  -- run value -> card of the suit
  for _, c in ipairs(all) do
    if origin[c] ~= k and g:suit(c) == suit then
      local r = g:rank(c)
      at[r] = c
      if r == 1 and lo_hi then at[14] = c end
    end
  end
  local high = low + #m - 1
  local below, above = {}, {}
  for v = low - 1, 1, -1 do if at[v] then below[#below + 1] = at[v] else break end end
  for v = high + 1, lo_hi and 14 or 13 do if at[v] then above[#above + 1] = at[v] else break end end
  for a = 0, #below do
    for b = 0, #above do
      if a + b >= 2 and #m + a + b <= 10 then
        local cards, seen, dup = {}, {}, false
        for i = a, 1, -1 do cards[#cards + 1] = below[i] end
        for i = 1, b do cards[#cards + 1] = above[i] end
        local has_must = must == nil
        for _, c in ipairs(cards) do
          if seen[c] then dup = true end              -- one ace at both ends
          seen[c] = true
          if c == must then has_must = true end
        end
        if has_must and not dup and check(cards, 0) then emit("layoff", cards, k) end
      end
    end
  end
end

-- Whether `seat` could use card x as its loose card (DES-P6); second
-- result: whether x alone lays off on one of its melds (DES-P9).
local function can_use(g, seat, x)
  local avail = zone_cards(g, g:hand(seat))
  avail[#avail + 1] = x
  local use, alone = false, false
  plays(g, seat, avail, x, function(verb, cards)
    use = true
    if verb == "layoff" and #cards == 1 then alone = true end
  end, { loose = x })
  return use, alone
end
D.can_use = can_use


-- Whether one live card laid off alone grows one of the seat's melds
-- (DES-P16 fold = checked), over the cards of `zones`.
function D.extends(g, seat, zones)
  local melds = table_state(g, seat)
  for k = 1, MAXMELDS do
    local m = melds[k]
    if m then
      for _, z in ipairs(zones) do
        for _, c in ipairs(zone_cards(g, z)) do
          local grown = { c }
          for _, x in ipairs(m) do grown[#grown + 1] = x end
          if meld_of(g, grown) then return true end
        end
      end
    end
  end
  return false
end

return D
