-- Dacz, also called Dutch (rules/power-golf.md, DACZ-* on PW-*).
local power = require "power"

-- DACZ-D4: A 1, 2-10 face value, J 11, Q 12, KH KD 0, KC KS 13.
local function card_value(g, card)
  local r = g:rank(card)
  if r == 13 then return g:is_red(card) and 0 or 13 end
  return r
end

-- DACZ-P1, P2: J exchanges any two cards, Q looks at any one card.
local powers = { [11] = "swap_any", [12] = "peek_any" }

local options = power.common_options { call = true, layout = "row", peek = "any2", target = 100 }  -- DACZ-D2, D3, S3
options.swap_same_layout = { default = "yes", choices = { "yes", "no" },
                             doc = "the jack may exchange two cards of one layout (DACZ-P1)",
                             patch = power.patches.swap_same_layout }

local V = power.variant {
  name = "dacz",
  title = "Dacz (Dutch)",
  summary = "4-card Golf in a row: peek at two, J swaps any two cards, Q looks at any card; "
         .. "call dacz at the end of your turn; a beaten caller adds 10, a tied one 5.",
  players = { 2, 8 },                                                         -- DACZ-D1
  deck = function(opt) return { decks = opt.decks == 2 and 2 or 1 } end,
  powers = powers,
  call = "dacz", call_aliases = { "dutch", "knock" }, call_time = "end",    -- DACZ-T3
  card_value = card_value,
  options = options,
  length = "target",
  settle = function(g, values, caller) return power.rules.dacz(values, caller) end,   -- DACZ-S2
  tells = { call_won = "the caller is strictly lowest (DACZ-S2)",
            call_tied = "the caller ties the lowest (DACZ-S2)",
            call_beaten = "the caller is beaten (DACZ-S2)" },
}
return V
