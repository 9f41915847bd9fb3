-- Numbers past every range where the host reads integers: card values
-- and scores of 2^63, NaN and inf, max_actions of 2^63, players of 2^62.
return require("golf4"):extend { name = "huge_numbers",
  card_value = function(g, card) return math.huge end,
  layout_score = function(g, seat) return 1 << 63 end,
  max_actions = function() return math.maxinteger end,
}
