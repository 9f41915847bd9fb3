-- Desmoche whose turn makes the discarder take back a card that fits its
-- own meld (DES-P10 first) without forced lay-offs (DES-P9): refused when
-- the game is configured, before any deal.
local base = require("desmoche")
return base:extend {
  name = "meld-kit-turn-contradiction",
  meld_kit = function(opt)
    local kit = base.meld_kit(opt)
    kit.turn.forced = false
    kit.turn.own = "first"
    return kit
  end,
}
