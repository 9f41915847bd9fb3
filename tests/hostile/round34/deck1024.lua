-- a pack of exactly 1024 cards (CW_MAX_CARDS): 19 decks and 36 jokers
return variant {
  name = "deck1024", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  deck = { decks = 19, jokers = 36 },
  actions = { go = { doc = "d", apply = function(g, seat) if g:turns(seat) >= 2 then g:end_round() else g:next_turn() end end } },
  setup = function(g) g:deal_layouts(2); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, g:rank(g:slot(s, 1))) end end,
}
