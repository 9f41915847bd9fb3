-- Desmoche whose turn names an undeclared variable for its loose card:
-- refused with one line before any deal.
local base = require("desmoche")
return base:extend {
  name = "meld-kit-turn-bad-role",
  meld_kit = function(opt)
    local kit = base.meld_kit(opt)
    kit.turn.vars.loose = "lose"
    return kit
  end,
}
