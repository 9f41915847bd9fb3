-- Desmoche test games from chosen hands (shared by the Desmoche test files):
-- decks that deal given hands, games stopped before the first draw, and
-- filler hands that never help to use a single card.
local M = {}
local RANKS = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" }
local ALL = {}
for _, s in ipairs({ "C", "D", "H", "S" }) do
  for _, r in ipairs(RANKS) do ALL[#ALL + 1] = r .. s end
end

local function words(s)
  local t = {}
  for w in (s or ""):gmatch("%S+") do t[#t + 1] = w end
  return t
end

local function has(list, x)
  for _, y in ipairs(list) do if y == x then return true end end
  return false
end

-- A deck (top first) dealing dealt[s] (9 faces each) with dealer 1, then
-- the stock in the given order, then every other card.
local function make_deck(n, dealt, stock)
  local deck, used = {}, {}
  for k = 1, 9 do
    for i = 1, n do
      local seat = i % n + 1                      -- seats 2, 3, ..., n, 1
      local c = dealt[seat][k]
      deck[#deck + 1] = c
      assert(not used[c], "card twice: " .. c)
      used[c] = true
    end
  end
  for _, c in ipairs(stock) do
    assert(not used[c], "card twice: " .. c); used[c] = true; deck[#deck + 1] = c
  end
  for _, c in ipairs(ALL) do if not used[c] then deck[#deck + 1] = c end end
  return table.concat(deck, " ")
end

-- A game whose hands after the Cambio are hands[s]; seat s passes give[s]
-- (a card of hands[s + 1]). Declaration windows are answered `pass`.
-- Stops before the first draw, unless opts.stop = "A" (window A).
local function situation(o)
  local n = o.n
  local dealt = {}
  for s = 1, n do
    local prev = (s - 2) % n + 1
    local h = words(o.hands[s])
    assert(#h == 9, "seat " .. s .. " needs 9 cards")
    local out = {}
    for _, c in ipairs(h) do if c ~= o.give[prev] then out[#out + 1] = c end end
    assert(#out == 8, "seat " .. s .. " must hold the card of seat " .. prev)
    out[#out + 1] = o.give[s]
    dealt[s] = out
  end
  local rules = { hands = 0 }
  for k, v in pairs(o.rules or {}) do rules[k] = v end
  local t = game { variant = o.variant or "desmoche", players = n, seed = 1, rules = rules,
                   deck = make_deck(n, dealt, words(o.stock)) }
  while t:phase() == "declare" and t:round() == 1 do t:act("pass") end
  while t:phase() == "cambio" do t:act("cambio " .. o.give[t:actor()]) end
  while t:phase() == "declare" and t:round() == 1 do t:act("pass") end
  return t
end

-- A game straight from dealt hands (no Cambio played), for window A.
local function dealt_game(n, dealt, rules, variant)
  local d = {}
  for s = 1, n do d[s] = words(dealt[s]) end
  local r = { hands = 0 }
  for k, v in pairs(rules or {}) do r[k] = v end
  return game { variant = variant or "desmoche", players = n, seed = 1, rules = r, deck = make_deck(n, d, {}) }
end

local function legal_has(t, a) return has(t:legal(), a) end

-- The cards of a seat's meld k as printed in an omniscient-free view.
local function meld_line(t, seat, k)
  return t:view(seat):match("seat " .. seat .. " meld " .. k .. ":([^\n]*)")
end

-- Nine cards not in `used` of distinct ranks, no two of a suit within two
-- ranks: no meld, even with one more card.
local function filler(used, n, base)
  local taken, out, ranks = {}, {}, {}
  for _, c in ipairs(used) do taken[c] = true end
  for _, c in ipairs(base or {}) do
    out[#out + 1] = c; taken[c] = true
    for i, x in ipairs(RANKS) do if c:sub(1, -2) == x then ranks[i] = true end end
  end
  for _, r in ipairs({ 1, 4, 7, 10, 13, 2, 5, 8, 11, 3, 6, 9, 12 }) do
    for _, su in ipairs({ "C", "D", "H", "S" }) do
      local c = RANKS[r] .. su
      local fine = not taken[c] and not ranks[r] and #out < (n or 9)
      for _, o in ipairs(out) do
        local orank
        for i, x in ipairs(RANKS) do if o:sub(1, -2) == x then orank = i end end
        if o:sub(-1) == su and math.abs(orank - r) <= 2 then fine = false end
      end
      if fine then out[#out + 1] = c; ranks[r] = true; taken[c] = true end
    end
  end
  -- fallbacks when the strict choice runs short: a new rank, then any card
  for pass = 1, 2 do
    for r = 13, 1, -1 do
      for _, su in ipairs({ "C", "D", "H", "S" }) do
        local c = RANKS[r] .. su
        if #out < (n or 9) and not taken[c] and (pass == 2 or not ranks[r]) then
          out[#out + 1] = c; ranks[r] = true; taken[c] = true
        end
      end
    end
  end
  return table.concat(out, " ")
end

-- A game of n seats: seat s holds req[s] plus filler cards (which never
-- help to use a single card), the stock starts with `stock`; each seat
-- passes the last filler card of the next seat in the Cambio.
local function table_game(n, req, stock, rules, variant)
  local used = words(stock)
  for s = 1, n do for _, c in ipairs(words(req[s])) do used[#used + 1] = c end end
  local hands, give = {}, {}
  for s = 1, n do
    hands[s] = filler(used, 9, words(req[s]))
    local h = words(hands[s])
    assert(#h == 9, "filler ran out for seat " .. s)
    for _, c in ipairs(h) do used[#used + 1] = c end
  end
  for s = 1, n do
    local h = words(hands[s % n + 1])
    give[s] = h[9]
  end
  return situation { n = n, hands = hands, give = give, stock = stock, rules = rules, variant = variant }, hands
end

-- Seat 2 (of 2) holds hand2 after the Cambio and draws `draw`.
local function meld_game(hand2, draw, rules, fill1)
  local used = words(hand2)
  for _, c in ipairs(words(draw)) do used[#used + 1] = c end
  fill1 = fill1 or filler(used)
  local h1, h2 = words(fill1), words(hand2)
  local t = situation { n = 2, hands = { fill1, hand2 }, give = { h2[9], h1[9] },
                        stock = draw, rules = rules }
  t:act("draw")
  return t
end

-- Dealt hands for the seats not given: filler cards around a pair, so
-- that they qualify for nothing (a pair: no Peladilla; mixed colours).
local function auto_game(n, given, rules, variant)
  local used = {}
  for _, h in pairs(given) do for _, c in ipairs(words(h)) do used[#used + 1] = c end end
  local dealt = {}
  for s = 1, n do
    if given[s] then dealt[s] = given[s]
    else
      local taken = {}
      for _, c in ipairs(used) do taken[c] = true end
      local base
      for r = 13, 1, -1 do
        local b, d
        for _, su in ipairs({ "C", "S" }) do if not taken[RANKS[r] .. su] then b = RANKS[r] .. su end end
        for _, su in ipairs({ "H", "D" }) do if not taken[RANKS[r] .. su] then d = RANKS[r] .. su end end
        if not base and b and d then base = { b, d } end
      end
      dealt[s] = filler(used, 9, base)
      for _, c in ipairs(words(dealt[s])) do used[#used + 1] = c end
    end
  end
  return dealt_game(n, dealt, rules, variant)
end

M.words, M.has, M.make_deck, M.situation, M.dealt_game, M.legal_has, M.meld_line = words, has, make_deck, situation, dealt_game, legal_has, meld_line
M.RANKS, M.ALL = RANKS, ALL
M.filler, M.table_game, M.meld_game, M.auto_game = filler, table_game, meld_game, auto_game
return M
