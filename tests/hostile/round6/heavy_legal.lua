-- Every legal list spends most of its own call's budget (about 15 of 20
-- million instructions): sim and check stop such a game at the game's
-- budget, but replay had none, and a file of 600 lines played for minutes.
return variant {
  name = "heavy_legal", title = "a heavy legal list", players = { 1, 2 },
  actions = { go = { apply = function(g, seat) end } },
  setup = function(g) g:begin_turn(1) end,
  legal = function(g, seat)
    local x = 0
    for i = 1, 3500000 do x = x + i end
    g:offer("go")
  end,
  score = function(g) g:set_score(1, 0) end,
}
