-- Cumbia (rules/power-golf.md, CUM-* on PW-*).
local power = require "power"

-- CUM-D4: A 1, 2D -10, other 2s 2, 3-10 face value, J 11, Q 12, KH KD -5, KC KS 0.
local function card_value(g, card)
  local r = g:rank(card)
  if r == 2 and g:suit(card) == "D" then return -10 end
  if r == 13 then return g:is_red(card) and -5 or 0 end
  return r
end

-- CUM-P1..P4 (the jack's spy is its own two-step action below).
local powers = { [4] = "peek_own", [5] = "peek_own", [6] = "peek_other", [7] = "peek_other", [10] = "swap_any" }
local power_rank = { [4] = true, [5] = true, [6] = true, [7] = true, [10] = true, [11] = true }

local options = power.common_options { call = true, holes = 7 }                -- CUM-S2
options.call_ends_turn = { default = "no", choices = { "no", "yes" },
                           doc = "a call is legal only before drawing and is the whole turn (CUM-T5)",
                           patch = power.patches.call_ends_turn }
options.caller_extra_turn = { default = "no", choices = { "no", "yes" },
                              doc = "after the others' final turns the caller has one more (CUM-E1)",
                              patch = power.patches.caller_extra_turn }
options.power_from_discard = { default = "forbidden", choices = { "forbidden", "plain" },
                               doc = "a power rank on top of the pile may not be drawn, or is a plain card (CUM-T2)",
                               patch = function(v, kit) if v == "forbidden" then kit.no_take_ranks = { 4, 5, 6, 7, 10, 11 } end end }
options.swap_same_layout = { default = "yes", choices = { "yes", "no" },
                             doc = "the ten may exchange two cards of one layout (CUM-P3)",
                             patch = power.patches.swap_same_layout }
options.priority = { default = "after_discarder", choices = { "after_discarder", "discarder_first" },
                     doc = "who is asked first in a match window (PW-16)" }
options.own_fail_penalty = { default = 0, choices = { 0, 10 },
                             doc = "points for a missed match in one's own layout (CUM-M5)" }
options.match_attempts = { default = "per_seat", choices = { "per_seat", "one" },
                           doc = "every seat may try once per window, or the first attempt closes it (CUM-M5)" }
options.give_shortfall = { default = "forbid", choices = { "forbid", "leave_empty" },
                           doc = "a seat needs a card to give to match elsewhere, or the slot stays empty (CUM-M6)" }
options.empty_layout = { default = "play_on", choices = { "play_on", "ends" },
                         doc = "an emptied layout: play on, or the round ends after that turn (CUM-E3)",
                         patch = function(v, kit) if v == "ends" then kit.empty = "ends" end end }

local H

local function matchers(g)
  local out = {}
  for s = 1, g:nseats() do
    if power.touchable(g, s) and (power.filled(g, s) > 0 or g.opt.give_shortfall == "leave_empty") then
      out[#out + 1] = s
    end
  end
  return out
end

local function open_match(g, from)                       -- CUM-M1, CUM-M2
  local el = matchers(g)
  if #el == 0 then return false end
  g:open_window(from, g.opt.priority == "discarder_first", el)
  if not g:window_seat() then g:close_window() return false end
  g:set_phase("match")
  return true
end

local function window_over(g)
  g:close_window()
  H.end_point(g, g:turn())
end

local function match_next(g)
  g:window_next()
  if not g:window_seat() then window_over(g) end
end

local function spend_and_finish(g, seat)
  power.spend(g, seat)
  H.finish_turn(g, seat)
end

local V
V, H = power.variant {
  name = "cumbia",
  title = "Cumbia",
  summary = "4-card Golf with many powers (4-7 look, 10 swap, J look at two and maybe switch), "
         .. "out-of-turn matching of equal values, 2D -10, red kings -5; call cumbia any time in your turn.",
  players = { 2, 8 },                                                          -- CUM-D1
  deck = function(opt) return { decks = opt.decks == 2 and 2 or 1 } end,
  powers = powers,
  call = "cumbia", call_time = "any",                                          -- CUM-T5
  card_value = card_value,
  options = options,
  length = "holes",
  phases = { "peek", "draw", "place", "eot", "spy", "match", "give" },
  implied_pass = { "match" },                                                 -- PW-16, CUM-X5
  vars = { spy_a = 0, spy_b = 0, spy_s = 0, spy_k = 0, give_seat = 0, give_slot = 0 },
  seat_vars = { penalties = 0 },
  tells = { miss = "a missed match: 10 points more at the round's end (CUM-M5)",
            miss_free = "a missed match in one's own layout: no penalty (CUM-M5, own_fail_penalty)",
            miss_points = "its missed matches add 10 points each to the round score (CUM-M5)" },
  -- CUM-T2: no power rank from the pile (power_from_discard = forbidden).
  may_draw_discard = function(g, seat)
    if power.filled(g, seat) == 0 then return false end
    local top = g:top(g:discard())
    return not (g.opt.power_from_discard == "forbidden" and power_rank[g:rank(top)])
  end,
  -- CUM-T3: a power rank drawn from the stock never goes into the layout.
  may_swap = function(g, seat)
    return not (g.v.drawn_from == power.FROM_STOCK and power_rank[g:rank(g:held_card(seat))])
  end,
  place_extra = function(g, seat)
    local c = g:held_card(seat)                   -- CUM-P4: the jack, one own and one opponent's card
    if g.v.drawn_from == power.FROM_STOCK and g:rank(c) == 11 and (g:flags(c) & power.SPENT) == 0 then
      power.offer_pairs(g, "power spy", function(s) return s == seat end, function(s) return s ~= seat end, false)
    end
  end,
  actions = {
    ["power spy"] = { args = "tt", doc = "use the drawn jack: look at an own card and an opponent's, then switch or pass (CUM-P4)",
      apply = function(g, seat, sa, ka, sb, kb)
        g:peek(seat, g:slot(sa, ka)); g:peek(seat, g:slot(sb, kb))
        g.v.spy_a, g.v.spy_b, g.v.spy_s, g.v.spy_k = sa, ka, sb, kb
        g:set_phase("spy")
      end },
    switch = { role = "switch", doc = "exchange the two cards looked at, face down (CUM-P4)", apply = function(g, seat)
      power.exchange(g, g.v.spy_a, g.v.spy_b, g.v.spy_s, g.v.spy_k)
      spend_and_finish(g, seat)
    end },
    match = { role = "match", args = "t", doc = "in a window: turn up a card of equal value to the discard (CUM-M3..M5)",
      apply = function(g, seat, ts, tk)
        local c, top = g:slot(ts, tk), g:top(g:discard())
        g:flip(c, true)
        if g.variant.card_value(g, c) == g.variant.card_value(g, top) then             -- CUM-M4
          g:move(c, g:discard(), nil, "up")
          if ts ~= seat and power.filled(g, seat) > 0 then
            g.v.give_seat, g.v.give_slot = ts, tk
            g:set_phase("give")
            return
          end
          window_over(g)
        else                                                        -- CUM-M5
          g:flip(c, false)
          if ts ~= seat or g.opt.own_fail_penalty == 10 then
            g.sv[seat].penalties = g.sv[seat].penalties + 1
            g:tell(seat, "miss")
          else
            g:tell(seat, "miss_free")
          end
          if g.opt.match_attempts == "one" then window_over(g) else match_next(g) end
        end
      end },
    give = { role = "give", args = "s", doc = "fill the matched card's slot with one of your cards, unseen (CUM-M4)",
      apply = function(g, seat, slot)
        g:move(g:slot(seat, slot), g:layout(g.v.give_seat), g.v.give_slot, "down")
        window_over(g)
      end },
  },
  pass = {
    spy = function(g, seat) spend_and_finish(g, seat) end,
    match = function(g) match_next(g) end,
  },
  legal = {
    spy = function(g) g:offer("switch"); g:offer("pass") end,
    match = function(g, seat)
      local own = power.filled(g, seat) > 0 or g.opt.give_shortfall == "leave_empty"
      for s = 1, g:nseats() do
        if power.touchable(g, s) and (s == seat or own) then
          for _, k in ipairs(power.occupied(g, s)) do g:offer("match", s, k) end
        end
      end
      g:offer("pass")
    end,
    give = function(g, seat) g:offer_slots("give", seat) end,
  },
  after_action = function(g, seat) return open_match(g, seat) end,           -- CUM-T4
  round_ends = function(g)
    if g.opt.empty_layout ~= "ends" then return false end
    for s = 1, g:nseats() do if power.filled(g, s) == 0 then return true end end
    return false
  end,
  setup_extra = function(g)
    for s = 1, g:nseats() do g.sv[s].penalties = 0 end
  end,
  -- CUM-T2, CUM-T3, CUM-P4 (may_draw_discard, may_swap and place_extra
  -- above) as the kit's data; the match window stays the variant's.
  kit_hooks = { "after_action" },
  kit_base = { reset_seat = { "penalties" }, roles = { power_spy = "power spy" }, powers = { [11] = "spy" },
               no_swap_ranks = { 4, 5, 6, 7, 10, 11 }, discard_needs_card = true,
               rules = { no_swap_ranks = "CUM-T3", no_take_ranks = "CUM-T2", discard_needs_card = "CUM-T3" } },
  settle = function(g, values)                                                 -- CUM-S1
    local out = {}
    for s = 1, g:nseats() do
      out[s] = values[s] + 10 * g.sv[s].penalties
      -- what the score adds besides the layout, and why (CUM-M5)
      if g.sv[s].penalties > 0 and g:telling() then g:tell(s, "miss_points") end
    end
    return out
  end,
}
return V
