-- Rounds that end in their own setup, each logging just under the round's
-- event cap: one action began a thousand rounds, each with its own cap and
-- budget (597 MB and minutes before the engine's guard of 1000 rounds).
-- Now the log is capped for the action too, and the hooks of one action
-- have one budget together.
return variant {
  name = "rounds_flood", title = "rounds ended in setup", players = { 1, 2 },
  actions = { go = { apply = function(g, seat) g:end_round() end } },
  setup = function(g)
    local c = g:top(g:stock())
    for _ = 1, 131000 do g:flip(c, true); g:flip(c, false) end
    g:begin_turn(1)
    g:end_round()
  end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, g:nseats() do g:set_score(s, 0) end end,
  match_over = function(g) return false end,
}
