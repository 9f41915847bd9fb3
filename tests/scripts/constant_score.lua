-- A house rule that replaces the layout score: real holes must use it.
return require("golf4"):extend {
  name = "constant_score",
  layout_score = function(g, seat) return 40 + seat end,
}
