-- Cambio, the Malaysian version (rules/power-golf.md, CAM-* on PW-*).
local power = require "power"

-- CAM-D4: A 1, 2-10 face value, J Q K and jokers 10.
local function card_value(g, card)
  local r = g:rank(card)
  if r == 0 or r > 10 then return 10 end
  return r
end

-- CAM-P1..P4: J look at an own card, Q at an opponent's, K blind exchange
-- with an opponent, joker shuffles an opponent's layout.
local powers = { [11] = "peek_own", [12] = "peek_other", [13] = "swap_own_other", [0] = "shuffle" }

local options = power.common_options {
  stock_out = "end", stock_out_choices = { "end", "full_circle" }, no_restock = true,   -- CAM-E1
  holes = 1,                                                                           -- CAM-S2
}
options.stock_out.doc = "stock exhausted: the round ends after that turn, or when the dealer has played (CAM-E1)"

-- CAM-E1 full_circle: play goes on after the last stock card until the
-- dealer has played.
local function circle_done(g) return g.v.circle == 1 and g:turn() == g:dealer() end
options.stock_out.patch = function(v, kit)
  if v ~= "full_circle" then kit.stock_out = v return end
  kit.dry_ends, kit.hooks.round_ends = false, circle_done
  return { ["legal.draw"] = true, ["actions.draw stock"] = true }
end

local NO_CALL = "there is no call; the round ends when the stock is gone (CAM-T2, CAM-E1)"

local V = power.variant {
  name = "cambio",
  title = "Cambio (Malaysian)",
  summary = "4-card Golf with jokers and picture-card powers: J look at your card, Q at an opponent's, "
         .. "K blind swap with an opponent, joker shuffles an opponent's layout; no call: play until "
         .. "the stock is gone.",
  players = { 2, 8 },                                                          -- CAM-D1
  -- CAM-T2, CAM-E1: no call; the stock ends the round
  absent = { knock = NO_CALL, cambio = NO_CALL },
  tells = { circle = "took the stock's last card: play goes on until the dealer has played (CAM-E1)" },
  -- CAM-D1, PW-2: two packs and four jokers for 8 players (decks = auto).
  deck = function(opt, nseats)
    local d = opt.decks == "auto" and (nseats >= 8 and 2 or 1) or opt.decks
    return { decks = d, jokers = 2 * d }
  end,
  powers = powers,
  card_value = card_value,
  options = options,
  length = "holes",
  vars = { circle = 0 },
  actions = {
    -- CAM-E1 full_circle: after the last stock card play goes on until the
    -- dealer has played; the dealer drawing it ends the round at once.
    ["draw stock"] = { doc = "take the top card of the stock (PW-7)", apply = function(g, seat)
      g:draw(seat, g:stock())
      g.v.drawn_from, g.v.power_used = power.FROM_STOCK, 0
      if g:count(g:stock()) == 0 then
        if g.opt.stock_out == "end" or seat == g:dealer() then g.v.stock_ended = 1
        else
          g.v.circle = 1
          if g:telling() then g:tell(seat, "circle") end
        end
      end
      g:set_phase("place")
    end },
  },
  round_ends = circle_done,
  setup_extra = function(g) g.v.circle = 0 end,
  kit_base = { reset = { "circle" } },
  settle = power.settle_none,                                                  -- CAM-S1
}
return V
