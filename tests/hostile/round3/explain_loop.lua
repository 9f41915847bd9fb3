-- An explain hook (score --explain) that loops, and a layout_score that
-- returns huge and non-numbers.
return require("golf4"):extend { name = "explain_loop",
  explain = function(g, seat) while true do end end,
  layout_score = function(g, seat) return 0/0 end,
}
