-- a game of 30,000 actions of 150 bytes: its recording passes the reader's 4 MB
local W = {}
for i = 1, 6 do W[i] = string.rep(string.char(96 + i), 23) end
return variant {
  name = "bigrec", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  actions = {
    say = { doc = "say words", args = "w*", words = W, apply = function(g, seat, ...)
      if g:turns(seat) >= 50 then g:end_round() else g:next_turn() end end },
  },
  setup = function(g) g:deal_layouts(2); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("say", W[1], W[2], W[3], W[4], W[5], W[6]) end,
  score = function(g) for s = 1, 2 do g:set_score(s, 0) end end,
  match_over = function(g) return g:round() >= 300 end,
}
