-- each round logs 200,000 events (under the round's bound); 150 rounds
-- grew the log of play, replay and check past a gigabyte
return variant {
  name = "evflood", players = { 2, 2 },
  vars = { r = 0 },
  actions = { go = { apply = function(g, seat) g:end_round() end } },
  setup = function(g)
    g:deal_layouts(1)
    local c = g:slot(1, 1)
    for i = 1, 200000 do g:flip(c, i % 2 == 0) end
    g:begin_turn(1)
  end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) g:set_score(1, 0); g:set_score(2, 0) end,
  match_over = function(g) return g:round() >= 150 end,
}
