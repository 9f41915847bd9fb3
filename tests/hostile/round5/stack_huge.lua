-- A chip stack option of 2^31 - 1 beside a scoring that wins chips: the
-- table showed the stack plus the net, added in 32 bits.
return require("golf4"):extend { name = "stack_huge", wins = "highest",
  options = { stack = { default = 2147483647, choices = { 2147483647, 1 }, doc = "chips each player brings" } },
  chips = { stack = "stack" },
  layout_score = function(g, seat) return 1 end }
