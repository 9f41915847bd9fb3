-- an action of seven 23-letter words: its text passes 160 bytes
local W = {}
for i = 1, 8 do W[i] = string.rep(string.char(96 + i), 23) end
return variant {
  name = "longwords", players = { 2, 2 },
  layout = { rows = 1, cols = 2 },
  vars = { said = 0 },
  actions = {
    say = { doc = "say words", args = "w*", words = W, apply = function(g, seat, ...)
      g.v.said = g.v.said + select("#", ...)
      if g:turns(seat) >= 2 then g:end_round() else g:next_turn() end end },
  },
  setup = function(g) g:deal_layouts(2); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat)
    g:offer("say", W[1], W[2], W[3], W[4], W[5], W[6])
    g:offer("say", W[1], W[2], W[3], W[4], W[5], W[6], W[7])
    g:offer("say", W[1], W[2], W[3], W[4], W[5], W[6], W[7], W[8])
  end,
  score = function(g) for s = 1, 2 do g:set_score(s, g.v.said * s) end end,
}
