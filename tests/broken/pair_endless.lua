-- Planted bug (check: endless, under two options together): with
-- refill = on an empty stock is rebuilt instead of ending the hole, and
-- with no_knock = on nobody may knock; each alone still ends every hole,
-- together the hole never ends. Checking one option at a time misses it.
local golf4 = require "golf4"
local legal, draw = golf4.legal, golf4.actions["draw stock"]
return golf4:extend {
  name = "pair_endless",
  options = {
    refill = { default = "off", choices = { "off", "on" }, doc = "an empty stock is rebuilt from the discards" },
    no_knock = { default = "off", choices = { "off", "on" }, doc = "nobody may knock" },
  },
  legal = {
    draw = function(g, seat)
      if g.opt.no_knock == "off" then return legal.draw(g, seat) end
      if g:count(g:stock()) > 0 then g:offer("draw stock") end
      if g:count(g:discard()) > 0 then g:offer("draw discard") end
    end,
    peek = legal.peek, place = legal.place, looked = legal.looked, flip = legal.flip,
  },
  actions = { ["draw stock"] = { doc = draw.doc, apply = function(g, seat)
    -- the last stock card is never drawn: the discards are shuffled under it first
    if g.opt.refill == "on" and g:count(g:stock()) <= 1 and g:count(g:discard()) > 1 then g:restock() end
    draw.apply(g, seat)
  end } },
}
