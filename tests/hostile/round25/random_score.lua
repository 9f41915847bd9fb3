-- The round's score is drawn with g:random in setup: a chance no file of
-- a real table can record.
return variant {
  name = "random_score", players = { 2, 2 },
  layout = { rows = 1, cols = 2 },
  vars = { r = 0 },
  actions = { go = { apply = function(g, seat) g:end_round() end } },
  setup = function(g) g:deal_layouts(2); g.v.r = g:random(1000); g:begin_turn(1) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) g:set_score(1, g.v.r); g:set_score(2, 0) end,
  match_over = function(g) return g:round() >= 3 end,
}
