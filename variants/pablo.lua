-- Pablo (rules/power-golf.md, PAB-* on PW-*).
local power = require "power"

-- PAB-D4: A 1, 2-10 face value, J Q K 10, joker -5.
local function card_value(g, card)
  local r = g:rank(card)
  if r == 0 then return -5 end
  if r > 10 then return 10 end
  return r
end

-- PAB-P2: the eight looks at any one card. The seven (PAB-P1) is the
-- two-step trade below.
local powers = { [8] = "peek_any" }

local MAXN = 14                  -- 14 argument bytes

local H

local options = power.common_options { call = true, target = 100 }          -- PAB-S5
options.replace_from_discard = { default = "yes", choices = { "yes", "no" },
                                 doc = "a discard-pile card may be used to replace (PAB-T2)",
                                 patch = function(v, kit) kit.replace_from_discard = v ~= "no" end }
options.joker_pair = { default = "yes", choices = { "yes", "no" },
                       doc = "two jokers count as equal for a replace (PAB-M2)",
                       patch = function(v, kit) kit.jokers_equal = v ~= "no" end }
options.trade_optional = { default = "no", choices = { "no", "yes" },
                           doc = "after the seven's look the exchange may be declined with pass (PAB-P1)",
                           patch = function(v, kit) kit.trade_optional = v == "yes" end }
options.caller_penalty = { default = "plus_highest", choices = { "plus_highest", "plus_highest_nonneg" },
                           doc = "a beaten caller adds the highest other value, or max(0, it) (PAB-S4)" }

local function may_replace(g)
  return not (g.v.drawn_from == power.FROM_DISCARD and g.opt.replace_from_discard == "no")
end

-- PAB-M1: two or more different occupied own slots, in the order named
-- (S1 takes the drawn card; the order is the discard order, PAB-M2).
local function replace_ok(g, seat, ...)
  local slots, seen = { ... }, {}
  if not may_replace(g) then return false, "a card from the discard pile does not replace (PAB-T2, replace_from_discard)" end
  if #slots < 2 then return false, "a replace names two or more of your slots, the cards you believe equal (PAB-M1)" end
  if #slots > MAXN then return false end
  for _, k in ipairs(slots) do
    if seen[k] then return false, "a replace names each slot once (PAB-M1)" end
    if not g:slot(seat, k) then return false, "slot " .. k .. " holds no card (PAB-M1)" end
    seen[k] = true
  end
  return true
end

-- Every ordered pair is listed (bots choose among them); longer lists are
-- legal as replace_ok says (offer_open).
local function offer_replace(g, seat)
  if not may_replace(g) then return end
  local slots = power.occupied(g, seat)
  if #slots < 2 then return end
  for _, a in ipairs(slots) do
    for _, b in ipairs(slots) do
      if a ~= b then g:offer("replace", a, b) end
    end
  end
  g:offer_open("replace")
end

local function same_rank(g, a, b)
  local ra, rb = g:rank(a), g:rank(b)
  if ra == 0 and rb == 0 then return g.opt.joker_pair == "yes" end
  return ra == rb
end

local V
V, H = power.variant {
  name = "pablo",
  title = "Pablo",
  summary = "4-card Golf with jokers (-5): a 7 trades with an opponent after a look, an 8 looks at any "
         .. "card; replace two or more equal cards at once; call pablo: -10 if strictly lowest.",
  players = { 2, 8 },                                                          -- PAB-D1
  deck = function(opt)                                                       -- PAB-D1, PW-2
    local d = opt.decks == 2 and 2 or 1
    return { decks = d, jokers = 2 * d }
  end,
  tells = { replace_failed = "not all of one rank: they go back face down and the drawn card joins the layout (PAB-M3)",
            call_won = "the caller is strictly lowest (PAB-S2)",
            call_tied = "the caller ties the lowest and scores its own layout (PAB-S3)",
            call_beaten = "the caller is beaten and scores its layout plus the highest other (PAB-S4)" },
  powers = powers,
  call = "pablo", call_time = "end",                                           -- PAB-T4
  card_value = card_value,
  options = options,
  length = "target",
  phases = { "peek", "draw", "place", "eot", "give" },
  vars = { trade_seat = 0, trade_slot = 0 },
  actions = {
    ["power trade"] = { args = "t", doc = "use the drawn 7: look at an opponent's card, then give one of yours for it (PAB-P1)",
      apply = function(g, seat, ts, tk)
        g:peek(seat, g:slot(ts, tk))
        g.v.trade_seat, g.v.trade_slot = ts, tk
        g:set_phase("give")
      end },
    give = { role = "give", args = "s", doc = "give this own card, unseen, for the card looked at (PAB-P1)",
      apply = function(g, seat, slot)
        power.exchange(g, seat, slot, g.v.trade_seat, g.v.trade_slot)
        power.spend(g, seat)
        H.finish_turn(g, seat)
      end },
    replace = { args = "s*", doc = "replace two or more own cards believed equal with the drawn card (PAB-M1..M3)",
      accepts = replace_ok,
      apply = function(g, seat, ...)
        local slots, cards = { ... }, {}
        for i, k in ipairs(slots) do cards[i] = g:slot(seat, k); g:flip(cards[i], true) end   -- shown to all
        local equal = true
        for i = 2, #cards do
          if not same_rank(g, cards[1], cards[i]) then equal = false end
        end
        local held = g:held_card(seat)
        if equal then                                        -- PAB-M2
          for i = 1, #cards do g:move(cards[i], g:discard(), nil, "up") end
          g:move(held, g:layout(seat), slots[1], "down")
        else                                                 -- PAB-M3
          for i = 1, #cards do g:flip(cards[i], false) end   -- back face down, known to all
          g:tell(seat, "replace_failed")
          g:move(held, g:layout(seat), nil, "down")          -- lowest free slot above 4
        end
        H.finish_turn(g, seat)
      end },
  },
  pass = {
    give = function(g, seat)                                 -- trade_optional = yes
      power.spend(g, seat)
      H.finish_turn(g, seat)
    end,
  },
  legal = {
    give = function(g, seat)
      if power.touchable(g, seat) then g:offer_slots("give", seat) end
      if g.opt.trade_optional == "yes" then g:offer("pass") end
    end,
  },
  place_extra = function(g, seat)
    offer_replace(g, seat)
    -- PAB-P1: the seven, an opponent's card, and an own card to give.
    if g.v.drawn_from == power.FROM_STOCK then
      local c = g:held_card(seat)
      if g:rank(c) == 7 and (g:flags(c) & power.SPENT) == 0 and power.touchable(g, seat)
         and (power.filled(g, seat) > 0 or g.opt.trade_optional == "yes") then
        power.offer_targets(g, "power trade", function(s) return s ~= seat end)
      end
    end
  end,
  -- PAB-M1..M3, PAB-P1: the kit offers and plays the replace, and offers
  -- the seven's trade (place_extra and the replace above), as data.
  kit_base = { roles = { replace = "replace", power_trade = "power trade" }, powers = { [7] = "trade" },
               tells = { replace_failed = "replace_failed" } },
  kit_steps = { ["actions.replace"] = cw.kit.replace },
  settle = function(g, values, caller) return power.rules.pablo(values, caller, g.opt.caller_penalty) end,
}
return V
