-- a house rule whose refusal reason names a card its reader cannot see (check now finds it)
local golf4 = require "golf4"
return golf4:extend {
  name = "whyleak",
  legal = {
    draw = function(g, seat)
      golf4.legal.draw(g, seat)
      local other = seat % g:nseats() + 1
      g:why_not("flip", "no flips in this house (seat " .. other .. " slot 1 is " .. g:face(g:slot(other, 1)) .. ")")
    end,
  },
}
