-- Cactus (rules/power-golf.md, CAC-* on PW-*).
local power = require "power"

-- CAC-D4: A 1, 2-10 face value, J Q 10, K 0.
local function card_value(g, card)
  local r = g:rank(card)
  if r == 13 then return 0 end
  if r > 10 then return 10 end
  return r
end

-- CAC-P1..P3.
local powers = { [6] = "peek_own", [7] = "peek_own", [8] = "peek_own",
                 [9] = "peek_other", [10] = "peek_other", [11] = "peek_other", [12] = "swap_own_other" }

local options = power.common_options { call = true, target = 100, match_tie = "play_on" }   -- CAC-S5
options.power_after_snap = { default = "yes", choices = { "yes", "no" },
                             doc = "a snapped power card on top gives its power to the next player (CAC-P4)",
                             patch = function(v, kit) kit.snapped_no_power = v == "no" end }
options.priority = { default = "after_discarder", choices = { "after_discarder", "discarder_first" },
                     doc = "who is asked first in a snap window (PW-16)" }
options.snap_chain = { default = "yes", choices = { "yes", "no" },
                       doc = "a snapped card opens a new window (CAC-M1)" }
options.snap_match = { default = "rank", choices = { "rank", "value" },
                       doc = "a snap matches by rank, or by value so that 10 J Q match (CAC-M3)" }
options.snap_attempts = { default = "per_seat", choices = { "per_seat", "repeat" },
                          doc = "one snap per seat per window, or more after a miss (CAC-M5)" }
options.snap_penalty_seen = { default = "no", choices = { "no", "yes" },
                              doc = "the snapper looks at its two penalty cards (CAC-M5)" }
options.empty_layout = { default = "play_on", choices = { "play_on", "ends" },
                         doc = "a layout emptied by snapping: play on, or the round ends after that turn (CAC-E3)",
                         patch = function(v, kit) if v == "ends" then kit.empty = "ends" end end }
options.tie_lead = { default = "draw", choices = { "draw", "seat_order" },
                     doc = "tied lowest non-callers: the RNG picks who leads, or the first after the caller (CAC-S4)" }

local H

local function unspent(g, c)
  return (g:flags(c) & (power.SPENT | power.USED)) == 0
end

-- Eligible snappers (CAC-M2): seats with a card in a layout that may be touched.
local function snappers(g)
  local out = {}
  for s = 1, g:nseats() do
    if power.filled(g, s) > 0 and power.touchable(g, s) then out[#out + 1] = s end
  end
  return out
end

-- Opens a snap window on the top card put there by `from` (CAC-M1, PW-16);
-- false when nobody is eligible.
local function open_snap(g, from)
  local el = snappers(g)
  if #el == 0 then return false end
  g:open_window(from, g.opt.priority == "discarder_first", el)
  if not g:window_seat() then g:close_window() return false end
  g.v.retry = 0
  if g.opt.snap_attempts == "repeat" then power.forget_named(g) end     -- nothing missed yet
  g:set_phase("snap")
  return true
end

local function windows_done(g)
  g:close_window()
  H.end_point(g, g:turn())
end

local function snap_next(g)
  g.v.retry = 0
  g:window_next()
  if not g:window_seat() then windows_done(g) end
end

local function matches(g, a, b)
  if g.opt.snap_match == "value" then return g.variant.card_value(g, a) == g.variant.card_value(g, b) end
  return g:rank(a) == g:rank(b)
end

-- CAC-S4: the winner of the round leads the next.
local function winner(g, values)
  local caller, low = g:caller(), math.huge
  for s = 1, g:nseats() do
    if s ~= caller and values[s] < low then low = values[s] end
  end
  if caller and values[caller] < low then return caller end
  local tied, s = {}, caller or g:dealer()
  for _ = 1, g:nseats() do
    s = g:next_seat(s)
    if s ~= caller and values[s] == low then tied[#tied + 1] = s end
  end
  if #tied == 1 or g.opt.tie_lead == "seat_order" then return tied[1] end
  return g:draw_lead(tied)              -- the RNG, or a real-table replay's `lead SEAT` (PW-20)
end

local V
-- CAC-S1, S2: a tie with the caller and a lower layout are scored alike.
local NOT_LOWEST = "a layout at or under the caller's: the caller adds 10, such seats score 0 (CAC-S1, CAC-S2)"

V, H = power.variant {
  name = "cactus",
  title = "Cactus",
  summary = "4-card Golf without an up-card: 6-8 look at your card, 9-J at an opponent's, Q blind swap; "
         .. "an unspent power on the pile can be used again; snap equal cards out of turn; call cactus.",
  players = { 2, 8 },                                                         -- CAC-D1
  deck = function(opt) return { decks = opt.decks == 2 and 2 or 1 } end,
  powers = powers,
  tells = { miss = "a missed snap: two penalty cards from the stock (CAC-M5)",
            call_won = "every other layout is higher: the caller scores 0 (CAC-S1)",
            call_tied = NOT_LOWEST, call_beaten = NOT_LOWEST,
            leads = "the last round's winner plays first (CAC-S4, CAC-T1)" },
  up_card = false,                                                            -- CAC-D2
  call = "cactus", call_time = "end",                                         -- CAC-T5
  card_value = card_value,
  options = options,
  length = "target",
  phases = { "peek", "draw", "place", "eot", "snap" },
  implied_pass = { "snap" },                                                  -- PW-16, CAC-X7
  vars = { retry = 0, top_snapped = 0, lead = 0 },
  -- CAC-T1: the seat after the dealer in round 1, then the last round's winner.
  first_player = function(g)
    if g:round() > 1 and g.v.lead > 0 then
      g:tell(g.v.lead, "leads")             -- as the kit tells it (tells.leads)
      return g.v.lead
    end
    return g:next_seat(g:dealer())
  end,
  -- PW-12 and CAC-P4: a stock card's power, or an unspent power card taken
  -- from the top of the pile.
  power_kind = function(g, seat)
    local c = g:held_card(seat)
    if not c or not unspent(g, c) then return nil end
    if g.v.drawn_from == power.FROM_DISCARD and g.v.top_snapped == 1 and g.opt.power_after_snap == "no" then
      return nil
    end
    return powers[g:rank(c)]
  end,
  -- a discard-pile card must be swapped in (or used as a power): not with an empty layout
  may_draw_discard = function(g, seat) return power.filled(g, seat) > 0 end,
  actions = {
    snap = { role = "snap", args = "s", doc = "turn up one of your cards: if it matches the top discard it goes there (CAC-M3..M5)",
      apply = function(g, seat, slot)
        local c, top = g:slot(seat, slot), g:top(g:discard())
        g:flip(c, true)
        if matches(g, c, top) then                                     -- CAC-M4
          g:move(c, g:discard(), nil, "up")
          g:set_flags(c, g:flags(c) & ~power.USED)
          g.v.top_snapped = 1
          g:close_window()
          if g.opt.snap_chain == "yes" and open_snap(g, seat) then return end
          H.end_point(g, g:turn())
        else                                                           -- CAC-M5
          g:flip(c, false)
          g:tell(seat, "miss")
          local got = power.penalty_card(g, seat, g.opt.snap_penalty_seen == "yes")
          got = power.penalty_card(g, seat, g.opt.snap_penalty_seen == "yes") and got
          if not got and g.opt.stock_out == "reshuffle" then       -- PW-18: no card to be had
            g:close_window()
            g:end_round("stock")
            return
          end
          if g.opt.snap_attempts == "repeat" then               -- another card, not this one
            g.v.retry = 1
            g:set_flags(c, g:flags(c) | power.NAMED)
          else
            snap_next(g)
          end
        end
      end },
  },
  pass = { snap = function(g) snap_next(g) end },
  legal = {
    snap = function(g, seat)
      if power.touchable(g, seat) and g.v.retry == 1 then        -- CAC-M5: another card
        for _, k in ipairs(power.occupied(g, seat)) do
          if g:flags(g:slot(seat, k)) & power.NAMED == 0 then g:offer("snap", k) end
        end
        g:why_not("snap", "a card missed in this window is not tried again: after a miss, another card (CAC-M5)")
      elseif power.touchable(g, seat) then
        g:offer_slots("snap", seat)
      end
      g:offer("pass")
    end,
  },
  -- The turn's card is on the pile: mark it (CAC-P4), open a window.
  after_action = function(g, seat)
    local top = g:top(g:discard())
    if g.v.power_used == 0 then g:set_flags(top, g:flags(top) & ~power.USED) end
    g.v.top_snapped = 0
    return open_snap(g, seat)
  end,
  round_ends = function(g)
    if g.opt.empty_layout ~= "ends" then return false end
    for s = 1, g:nseats() do if power.filled(g, s) == 0 then return true end end
    return false
  end,
  setup_extra = function(g) g.v.top_snapped = 0 end,
  -- CAC-T1, PW-12, CAC-P4 (first_player, power_kind, may_draw_discard
  -- above) as the kit's data; the snap window stays the variant's.
  kit_hooks = { "after_action" },
  kit_base = { reset = { "top_snapped" }, vars = { lead = "lead", snapped = "top_snapped" }, tells = { leads = "leads" },
               power_from_discard = true, spent_mask = power.SPENT | power.USED, discard_needs_card = true,
               rules = { discard_needs_card = "CAC-T4", spent = "CAC-P4", snapped = "CAC-P4" } },
  settle = function(g, values, caller)
    g.v.lead = winner(g, values)
    return power.rules.cactus(values, caller)                                 -- CAC-S1..S3
  end,
}
return V
