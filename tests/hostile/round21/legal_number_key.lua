-- A legal table with a number for a key: a function no phase would ask.
-- Refused at load, saying what the keys are.
return variant { name = "legal_number_key", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  actions = { go = { apply = function(g, s) g:next_turn() end } },
  setup = function(g) g:deal_layouts(2) g:begin_turn(1) end,
  legal = { play = function(g) g:offer("go") end, [1] = function() end },
  score = function(g) for s = 1, 2 do g:set_score(s, 0) end end }
