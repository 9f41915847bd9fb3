-- Invention: an option with choices for the ace's value.
local golf4 = require "golf4"
return golf4:extend {
  name = "hr12-golf4-ace-option",
  title = "4-card Golf, the ace's value is an option",
  options = { ace = { default = "minus1", choices = { "one", "minus1", "eleven" },
                      doc = "an ace scores 1, -1 or 11" } },
  card_value = function(g, card)
    if g:rank(card) == 1 then
      local v = g.opt.ace
      if v == "minus1" then return -1 elseif v == "eleven" then return 11 else return 1 end
    end
    return golf4.card_value(g, card)
  end,
}
