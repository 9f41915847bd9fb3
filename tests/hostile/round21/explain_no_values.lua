-- A variant with its own explain and layout_score but no card_value:
-- `score --explain` asks its explain (it said there was nothing to explain).
return variant { name = "explain_no_values", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  actions = { go = { apply = function(g, s) g:next_turn() end } },
  setup = function(g) g:deal_layouts(2) g:begin_turn(1) end,
  legal = function(g) g:offer("go") end,
  layout_score = function(g, seat) return 7 end,
  explain = function(g, seat) return "every layout scores 7 here\n" end,
  score = function(g) for s = 1, 2 do g:set_score(s, 7) end end }
