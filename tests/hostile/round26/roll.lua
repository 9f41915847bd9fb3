-- A die: `roll` draws g:random(6) and adds it to the roller's score; `go`
-- ends the round. Only `roll` uses g:random.
return variant {
  name = "roll", players = { 2, 2 },
  layout = { rows = 1, cols = 2 },
  vars = { r1 = 0, r2 = 0 },
  actions = {
    go = { apply = function(g, seat) g:end_round() end },
    roll = { apply = function(g, seat) if seat == 1 then g.v.r1 = g.v.r1 + g:random(6) else g.v.r2 = g.v.r2 + g:random(6) end; g:next_turn() end },
  },
  setup = function(g) g.v.r1 = 0; g.v.r2 = 0; g:deal_layouts(2); g:begin_turn(1) end,
  legal = function(g, seat) g:offer("go"); g:offer("roll") end,
  score = function(g) g:set_score(1, g.v.r1); g:set_score(2, g.v.r2) end,
  match_over = function(g) return g:round() >= 2 end,
}
