-- Reasons and explanations a hook gives with a NUL inside: the text after
-- it was lost without a word.
local golf4 = require("golf4")
return golf4:extend {
  name = "nulreason",
  options = {
    strict = { default = "off", choices = { "off", "on" }, doc = "refuse every game" },
    endless = { default = "off", choices = { "off", "on" }, doc = "rounds need not end" },
  },
  check_options = function(opt)
    if opt.strict == "on" then return "bad\0after the nul" end
  end,
  max_actions = function(opt)
    if opt.endless == "on" then return false, "R\0after the nul" end
    return 500
  end,
  explain = function(g, seat) return "first\0second" end,
}
