-- The largest state the engine allows (8 seats, 16 melds, 1,024 cards:
-- about 330 KB a state): the REPL kept an undo point per decision and
-- replay --step a state per action, 531 MB for 2,000 actions at the table,
-- over 1 GB for a 10,000-line replay. Both now keep a bounded amount.
return variant {
  name = "big_state", title = "a large state", players = { 8, 8 }, melds = 16,
  deck = { decks = 19, jokers = 36 },
  actions = { go = { apply = function(g, seat) end } },
  setup = function(g) g:begin_turn(1) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 8 do g:set_score(s, 0) end end,
}
