-- A house rule whose layout_score reads an option golf4 does not have
-- ('qeen' for 'queen'): every hole's scoring fails.
return require("golf4"):extend {
  name = "golf4_misread_option",
  layout_score = function(g, seat) return g.opt.qeen end,
}
