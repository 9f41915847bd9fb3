-- A decision of a million legal actions (the engine's cap, 2^20): the
-- offers ran in C uncounted, a second a decision, and a game of them for
-- hours in sim and check. An offer is now charged to the call's budget.
return variant {
  name = "legal_wide", title = "a million actions", players = { 1, 2 },
  actions = { go = { args = "nnn", apply = function(g, seat, a, b, c) end } },
  setup = function(g) g:begin_turn(1) end,
  legal = function(g, seat)
    local offer = g.offer
    for a = 0, 15 do for b = 0, 255 do for c = 0, 255 do offer(g, "go", a, b, c) end end end
  end,
  score = function(g) g:set_score(1, 0) end,
}
