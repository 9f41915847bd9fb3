-- An accepts hook that gives a table for its reason: it would be
-- dropped without a word. It is an error naming the hook's line.
return variant { name = "accepts_table", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  actions = { go = { apply = function(g, s) g:next_turn() end },
    claim = { any_seat = true, args = "n",
      accepts = function(g, s, n)
        return false, { "why" }
      end,
      apply = function() end } },
  setup = function(g) g:deal_layouts(2) g:begin_turn(1) end,
  legal = function(g) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, 0) end end }
