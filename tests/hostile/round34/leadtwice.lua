-- g:draw_lead called in the middle of a round, by an action
return variant {
  name = "leadmid", players = { 3, 3 }, layout = { rows = 1, cols = 2 },
  actions = { go = { doc = "go", apply = function(g, seat)
      g:draw_lead({ 1, 3 })
      if g:turns(seat) >= 2 then g:end_round() else g:next_turn() end end } },
  setup = function(g) g:deal_layouts(2); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 3 do g:set_score(s, s) end end,
  match_over = function(g) return g:round() >= 2 end,
}
