-- A house rule with its bug (check: endless): a seat holding a drawn card
-- may `roll` a die for luck; the roll is neither kept nor told, so the
-- game is as it was but for its generator, and the roll is offered again.
local golf4 = require "golf4"
local place = golf4.legal.place
return golf4:extend {
  name = "house_dice",
  actions = {
    roll = { args = "", doc = "roll a die for luck (house rule)", apply = function(g) g:random(6) end },
  },
  legal = {
    place = function(g, seat) place(g, seat); g:offer("roll") end,
    peek = golf4.legal.peek, draw = golf4.legal.draw, looked = golf4.legal.looked, flip = golf4.legal.flip,
  },
}
