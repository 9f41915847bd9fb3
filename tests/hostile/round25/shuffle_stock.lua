-- setup shuffles the stock again before the deal: at a real table, a
-- chance no file can record.
return variant {
  name = "shuffle_stock", players = { 2, 2 },
  layout = { rows = 1, cols = 2 },
  actions = { go = { apply = function(g, seat) g:end_round() end } },
  setup = function(g) g:shuffle(g:stock()); g:deal_layouts(2); g:begin_turn(1) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, g:rank(g:slot(s, 1))) end end,
}
