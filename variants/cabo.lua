-- Cabo, the standard-pack version (rules/power-golf.md, CABO-* on PW-*).
local power = require "power"

-- CABO-D4: A-10 face value, J 11, Q 12, KD 0, KH KC KS 13.
local function card_value(g, card)
  local r = g:rank(card)
  if r == 11 then return 11 end
  if r == 12 then return 12 end
  if r == 13 then return g:suit(card) == "D" and 0 or 13 end
  return r
end

-- CABO-P1..P3.
local powers = { [7] = "peek_own", [8] = "peek_own", [9] = "peek_other", [10] = "peek_other",
                 [11] = "swap_any", [12] = "swap_any" }

local MAXQ = 7            -- a match names at most 7 targets (14 argument bytes)

local vars = { q_n = 0, q_i = 0, misses = 0, one_by_one = 0 }
for i = 1, MAXQ do vars["qs" .. i] = 0; vars["qk" .. i] = 0 end

local V, H   -- the variant and the base's turn helpers

local function own_filled(g, seat) return power.filled(g, seat) end

-- The last steps of a match (CABO-M5, M6): penalty cards, then the drawn card.
local function close_match(g, seat)
  if g.v.misses > 0 then g:tell(seat, "miss") end
  for _ = 1, g.v.misses do power.penalty_card(g, seat) end
  g.v.misses = 0
  g:discard_held(seat)
  H.finish_turn(g, seat)
end

-- Next give owed (CABO-M4), or nil.
local function next_give(g, seat)
  while g.v.q_i < g.v.q_n do
    if own_filled(g, seat) > 0 then return true end
    g.v.q_i = g.v.q_i + 1                 -- give_shortfall = leave_empty: the slot stays empty
  end
  return false
end

local function after_gives(g, seat)
  g.v.q_n, g.v.q_i = 0, 0
  if g.v.one_by_one == 1 then
    g:set_phase("matching")
  else
    close_match(g, seat)
  end
end

-- Shows and settles the named cards (CABO-M2..M5); returns after queueing gives.
local function settle_named(g, seat, targets)
  local drawn = g:rank(g:held_card(seat))
  local cards = {}
  if g.v.one_by_one == 1 and g:phase() ~= "matching" then power.forget_named(g) end
  for i, t in ipairs(targets) do
    cards[i] = g:slot(t[1], t[2])
    g:flip(cards[i], true)                -- CABO-M2: turned face up together
    if g.v.one_by_one == 1 then g:set_flags(cards[i], g:flags(cards[i]) | power.NAMED) end
  end
  g.v.q_n, g.v.q_i = 0, 0
  for i, t in ipairs(targets) do
    if g:rank(cards[i]) == drawn then
      g:move(cards[i], g:discard(), nil, "up")           -- CABO-M3
      if t[1] ~= seat then
        g.v.q_n = g.v.q_n + 1
        g.v["qs" .. g.v.q_n], g.v["qk" .. g.v.q_n] = t[1], t[2]
      end
    else
      g:flip(cards[i], false)             -- CABO-M5: back face down, known to all
      g.v.misses = g.v.misses + 1
    end
  end
  if g.v.one_by_one == 1 then             -- CABO-M7: a miss brings its penalty at once
    if g.v.misses > 0 then g:tell(seat, "miss") end
    for _ = 1, g.v.misses do power.penalty_card(g, seat) end
    g.v.misses = 0
  end
  if next_give(g, seat) then g:set_phase("give") else after_gives(g, seat) end
end

-- CABO-M1 targets: occupied slots of layouts that may be touched.
local function targets_of(g, seat)
  local out = {}
  if not power.touchable(g, seat) then return out end
  for s = 1, g:nseats() do
    if power.touchable(g, s) then
      for _, k in ipairs(power.occupied(g, s)) do out[#out + 1] = { s, k } end
    end
  end
  return out
end

local function may_match(g, seat)
  return not (g.v.drawn_from == power.FROM_DISCARD and g.opt.match_from_discard == "no")
end

-- CABO-M1: a set of named cards is legal when every card is a different
-- target and, with give_shortfall = forbid, the cards named in other
-- layouts are no more than the own cards left to give for them.
local function valid_targets(g, seat)
  local valid = {}
  for _, t in ipairs(targets_of(g, seat)) do valid[t[1] * 256 + t[2]] = true end
  return valid
end

local function named_ok(g, seat, targets, valid)
  if #targets < 1 or #targets > MAXQ then return false, "a match names 1 to " .. MAXQ .. " cards" end
  local seen, own, other = {}, 0, 0
  valid = valid or valid_targets(g, seat)
  for _, t in ipairs(targets) do
    local key = t[1] * 256 + t[2]
    if not valid[key] or seen[key] then return false end    -- the table tells the slots' reason
    seen[key] = true
    if t[1] == seat then own = own + 1 else other = other + 1 end
  end
  local left = own_filled(g, seat) - own
  if g.opt.give_shortfall == "forbid" and other > left then
    return false, other .. " cards named in other layouts, " .. left .. " own left to give for them (CABO-M1)"
  end
  return true
end

local function pairs_to_targets(...)
  local a, targets = { ... }, {}
  for i = 1, #a, 2 do targets[#targets + 1] = { a[i], a[i + 1] } end
  return targets
end

-- The single cards are listed (bots choose among them); with match_naming
-- = together any larger set is legal too, as accepts says (offer_open).
--
-- A single card passes named_ok when it is a target of targets_of (in the
-- same order), unless give_shortfall = forbid and it lies in another
-- layout while the seat has no card left to give for it (CABO-M1); that
-- is tested here once per decision, without building the target sets.
local function offer_match(g, seat)
  if not may_match(g, seat) then return end
  if power.touchable(g, seat) then
    local others = g.opt.give_shortfall ~= "forbid" or own_filled(g, seat) > 0
    for s = 1, g:nseats() do
      if (s == seat or others) and power.touchable(g, s) then
        for k = 1, g:slots(s) do                -- CABO-M1: a card named in this match is not again
          local c = g:slot(s, k)
          if c and g:flags(c) & power.NAMED == 0 then g:offer("match", s, k) end
        end
      end
    end
  end
  if g.opt.match_naming ~= "one_by_one" then g:offer_open("match") end
end

local function layout_emptied(g)
  for s = 1, g:nseats() do
    if power.filled(g, s) == 0 then return s end
  end
end

V, H = power.variant {
  name = "cabo",
  title = "Cabo (standard pack)",
  summary = "4-card Golf with powers: 7-8 look at your own card, 9-10 at another's, J-Q swap any "
         .. "two cards; match the drawn card's rank to shed cards; call cabo any time in your turn.",
  players = { 2, 8 },                                                        -- CABO-D1
  deck = function(opt) return { decks = opt.decks == 2 and 2 or 1 } end,
  powers = powers,
  call = "cabo", call_time = "any",                                          -- CABO-T4
  card_value = card_value,
  length = "holes",
  tells = { miss = "a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)",
            emptied = "an empty layout: the round ends (CABO-E2)",
            emptied_call = "an empty layout counts as a call: every other seat has one more turn (CABO-E2)" },
  options = (function()
    local o = power.common_options { call = true, stock_out = "end", holes = 9 }  -- CABO-E3, CABO-S2
    o.call_ends_turn = { default = "no", choices = { "no", "yes" },
                         doc = "a call is legal only before drawing and is the whole turn (CABO-T4)",
                         patch = power.patches.call_ends_turn }
    o.caller_extra_turn = { default = "no", choices = { "no", "yes" },
                            doc = "after the others' final turns the caller has one more (CABO-E1)",
                            patch = power.patches.caller_extra_turn }
    o.match_from_discard = { default = "yes", choices = { "yes", "no" },
                             doc = "a discard-pile card may be used to match (CABO-T2)",
                             patch = function(v, kit) kit.match_from_discard = v ~= "no" end }
    o.match_naming = { default = "together", choices = { "together", "one_by_one" },
                       doc = "name all cards to match at once, or one at a time (CABO-M7)",
                       patch = function(v, kit) kit.match_open = v ~= "one_by_one" end }
    o.give_shortfall = { default = "forbid", choices = { "forbid", "leave_empty" },
                         doc = "no more cards named elsewhere than own cards left to give, or no limit (CABO-M1)",
                         patch = function(v, kit) kit.match_needs_card = v == "forbid" end }
    o.swap_same_layout = { default = "yes", choices = { "yes", "no" },
                           doc = "the J/Q exchange may take two cards of one layout (CABO-P3)",
                           patch = power.patches.swap_same_layout }
    o.empty_end = { default = "now", choices = { "now", "final_turns" },
                    doc = "an emptied layout ends the round at once, or counts as a call (CABO-E2)",
                    patch = function(v, kit) kit.empty = v == "now" and "ends" or "calls" end }
    return o
  end)(),
  phases = { "peek", "draw", "place", "eot", "give", "matching" },
  vars = vars,
  actions = {
    match = { args = "t*",                 -- CABO-M3, M4: settled in the order named
      doc = "name cards to match the drawn card's rank, unseen (CABO-M1, CABO-M7)",
      accepts = function(g, seat, ...) return named_ok(g, seat, pairs_to_targets(...)) end,
      apply = function(g, seat, ...)
        local targets = pairs_to_targets(...)
        g.v.one_by_one = g.opt.match_naming == "one_by_one" and 1 or 0
        settle_named(g, seat, targets)
      end },
    give = { role = "give", args = "s", doc = "pay for a matched card of another layout with one of yours, unseen (CABO-M4)",
      apply = function(g, seat, slot)
        g.v.q_i = g.v.q_i + 1
        local i = g.v.q_i
        g:move(g:slot(seat, slot), g:layout(g.v["qs" .. i]), g.v["qk" .. i], "down")
        if next_give(g, seat) then return end
        after_gives(g, seat)
      end },
  },
  pass = {
    matching = function(g, seat) close_match(g, seat) end,        -- CABO-M7: stop naming
  },
  legal = {
    give = function(g, seat) g:offer_slots("give", seat) end,
    matching = function(g, seat)
      offer_match(g, seat)
      g:offer("pass")
    end,
  },
  place_extra = offer_match,
  -- CABO-M1..M7: the kit offers and settles the match (offer_match and
  -- settle_named above) as data; the give stays this file's.
  kit_base = (function()
    local seats, slots = {}, {}
    for i = 1, MAXQ do seats[i], slots[i] = "qs" .. i, "qk" .. i end
    return { roles = { match = "match" }, phases = { give = "give", matching = "matching" },
             vars = { misses = "misses", give_n = "q_n", give_i = "q_i", one_by_one = "one_by_one" },
             give_seats = seats, give_slots = slots, rules = { named = "CABO-M1" },
             tells = { miss = "miss", emptied = "emptied", emptied_call = "emptied_call" } }
  end)(),
  kit_steps = { ["legal.matching"] = cw.kit.legal_match, ["actions.match"] = cw.kit.match },
  -- CABO-E2: an emptied layout ends the round (now) or counts as a call.
  after_action = function(g, seat)
    local s = layout_emptied(g)
    if s and g.opt.empty_end == "final_turns" and not g:caller() then
      g:tell(s, "emptied_call")
      g:call(s)
    end
    return false
  end,
  round_ends = function(g)
    local s = g.opt.empty_end == "now" and layout_emptied(g)
    if s then g:tell(s, "emptied") end
    return s ~= nil and s ~= false
  end,
  settle = power.settle_none,                                                -- CABO-S1
}

return V
