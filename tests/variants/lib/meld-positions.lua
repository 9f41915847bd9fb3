-- Random positions for the meld kit's equivalence test: each seat gets
-- 4 to 8 cards and up to three random melds from the stock (runs of 3 to 10,
-- sets of 3 or 4), the top stock card becomes seat 1's loose card, and the
-- one decision compares the kit with the reference (meld_check.lua) for
-- every seat before offering `pass`.
local check = require "meld_check"

local RUN_TOP = { low = 13, low_or_high = 14 }

-- The stock card of suit s and run value v (14: the ace), or nil.
local function in_stock(g, s, v)
  local r = v == 14 and 1 or v
  for i = 1, g:count(g:stock()) do
    local c = g:at(g:stock(), i)
    if g:suit(c) == s and g:rank(c) == r then return c end
  end
  return nil
end

local SUITS = { "C", "D", "H", "S" }

local function random_meld(g, seat, k)
  local cards = {}
  if g:random(k == 1 and 4 or 2) == 1 then          -- a set (DES-M2)
    -- often of a rank the seat's table already holds, so that a card may
    -- move from a run to the set (DES-P13, DES-M6 split runs)
    local r, want = g:random(13), 2 + g:random(2)
    local held = {}
    for j = 1, k - 1 do
      for i = 1, g:count(g:meld(seat, j)) do held[#held + 1] = g:rank(g:at(g:meld(seat, j), i)) end
    end
    if #held > 0 and g:random(2) == 1 then r = held[g:random(#held)] end
    for _, s in ipairs(SUITS) do
      local c = in_stock(g, s, r)
      if c and #cards < want then cards[#cards + 1] = c end
    end
    if #cards < 3 then return end
  else                                              -- a run (DES-M1, DES-D8)
    local top = RUN_TOP[g.opt.ace_runs]
    local s, len = SUITS[g:random(4)], 2 + g:random(8)
    local lo = g:random(top - len + 1)
    for v = lo, lo + len - 1 do
      local c = in_stock(g, s, v)
      if not c then return end
      cards[#cards + 1] = c
    end
  end
  for _, c in ipairs(cards) do g:move(c, g:meld(seat, k), nil, "up") end
end

return variant {
  name = "meld-positions",
  players = { 2, 4 },
  deck = { decks = 1, jokers = 0 },
  melds = 3,
  options = {
    ace_runs = { default = "low", choices = { "low", "low_or_high" }, doc = "aces above kings too (DES-D8)" },
    split_runs = { default = "off", choices = { "off", "on" }, doc = "inner cards leave runs (DES-M6)" },
    hand_melds = { default = "free", choices = { "free", "with_card" }, doc = "new melds need the loose card (DES-P3)" },
    meld_piles = { default = 0, int = true, min = 0, max = 3, doc = "most melds a seat holds (DES-M8)" },
    melds_each = { default = 3, int = true, min = 0, max = 3, doc = "random melds dealt to each seat" },
  },
  meld_kit = function(opt)
    local piles = opt.meld_piles
    if piles == 0 then piles = 3 end
    return {
      ace_high = opt.ace_runs == "low_or_high", split_inner = opt.split_runs == "on",
      piles = piles, new_needs_loose = opt.hand_melds == "with_card",
      verbs = { new = "meld", layoff = "layoff", move = "desmoche" },
    }
  end,
  phases = { "check" },
  actions = {
    pass = { doc = "end the check", apply = function(g) g:end_round() end },
    meld = { doc = "a new meld", args = "ccc*", unordered = true, apply = function() end },
    layoff = { doc = "a lay-off", args = "c*n", unordered = true, apply = function() end },
    desmoche = { doc = "a move", args = "cnn", apply = function() end },
  },
  setup = function(g)
    g:deal_hands(12 - 2 * g:nseats())
    for s = 1, g:nseats() do
      for k = 1, g.opt.melds_each do
        if g:random(4) > 1 then random_meld(g, s, k) end
      end
    end
    if g:count(g:stock()) > 0 then g:draw(1, g:stock()) end
    g:begin_turn(1)
    g:set_phase("check")
  end,
  legal = { check = function(g, seat) check.compare(g); g:offer("pass") end },
  score = function(g) for s = 1, g:nseats() do g:set_score(s, 0) end end,
}
