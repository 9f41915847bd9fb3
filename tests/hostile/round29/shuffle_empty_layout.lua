-- round 29: shuffle empty layout (see tests/sh/hostile_round29.sh)
return variant {
  name = "shuffle_empty_layout", players = { 2, 2 },
  layout = { rows = 1, cols = 3 },
  zones = { "stock", "discard", "aside", "layout" },
  actions = { empty = { doc = "empty the layout, then shuffle it", apply = function(g, seat)
    for k = 1, 3 do g:move(g:slot(seat, k), g:aside()) end
    g:shuffle_layout(seat)
    g:end_round()
  end } },
  setup = function(g) g:deal_layouts(3); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("empty") end,
  score = function(g) for s = 1, 2 do g:set_score(s, 0) end end,
}
