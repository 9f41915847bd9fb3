-- Every even round ends at its deal (its turn-up is its own, not the
-- round before's); ana plays first in the others.
return variant {
  name = "autoeven", players = { 2, 2 },
  layout = { rows = 1, cols = 2 },
  actions = { go = { apply = function(g, seat) g:end_round() end },
              look = { args = "s", apply = function(g, seat, s) g:peek(seat, g:slot(seat, s)); g:next_turn() end } },
  setup = function(g)
    g:deal_layouts(2); g:turn_up()
    if g:round() % 2 == 0 then g:flip(g:slot(1, 1)); g:end_round() else g:begin_turn(1) end
  end,
  legal = function(g, seat) g:offer("go"); g:offer("look", 1) end,
  score = function(g) for s = 1, 2 do g:set_score(s, g:rank(g:slot(s, 1))) end end,
  match_over = function(g) return g:round() >= 6 end,
}
