-- g:tell with a key the variant does not declare: a typo of "miss"
return variant {
  name = "tell_typo", players = { 2, 2 },
  layout = { rows = 1, cols = 3 },
  tells = { miss = "a missed snap" },
  actions = { go = { doc = "go", apply = function(g, seat)
    g:tell(seat, "mis")
    if g:turns(seat) >= 2 then g:end_round() else g:next_turn() end
  end } },
  setup = function(g) g:deal_layouts(3); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, 0) end end,
}
