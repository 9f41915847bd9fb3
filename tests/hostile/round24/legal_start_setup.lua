-- Same with cw.meld.legal_start, called before anything is dealt.
local base = require "desmoche"
return base:extend { name = "legal_start_setup",
  setup = function(g)
    cw.meld.legal_start(g, 1)
  end }
