-- Each game: seat 1 pays seat 2 the most chips g:pay takes (2^31 - 1), twice.
return variant {
  name = "pay_max", players = { 2, 2 },
  chips = { reasons = { r = "a big bet" } },
  actions = { go = { apply = function(g, seat)
    g:pay(1, 2, 2^31 - 1, "r"); g:pay(1, 2, 2^31 - 1, "r"); g:end_round() end } },
  setup = function(g) g:begin_turn(1) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) g:set_score(1, 0); g:set_score(2, 0) end,
}
