-- A Desmoche house rule whose setup asks the meld kit's play-phase legal list
-- (cw.meld.legal_play, documented as callable from a script) after the deal.
local base = require "desmoche"
return base:extend { name = "legal_play_setup",
  setup = function(g)
    base.setup(g)
    cw.meld.legal_play(g, 1)
  end }
