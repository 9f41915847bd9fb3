-- A decision whose only action is an open verb (`say TEXT`, judged by
-- accepts): a person may type it; the engine called the game stuck.
return variant { name = "open_only", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  actions = { say = { args = "w", words = { "hello", "bye" },
    accepts = function(g, s, w) return true end,
    apply = function(g, s, w) if w == "bye" then g:end_round() else g:next_turn() end end } },
  setup = function(g) g:deal_layouts(2) g:begin_turn(1) end,
  legal = function(g) g:offer_open("say") end,
  score = function(g) for s = 1, 2 do g:set_score(s, 0) end end }
