-- choices long enough that `rules` cuts the list ("... (N choices in all)"): check reads them whole
local t = {} for i = 1, 5 do t[i] = "c" .. i .. string.rep("y", 150) end
return variant {
  name = "choices_cut2", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  options = { k = { default = t[1], choices = t, doc = "long choices" } },
  actions = { go = { doc = "d", apply = function(g, seat) if g:turns(seat) >= 2 then g:end_round() else g:next_turn() end end } },
  setup = function(g) g:deal_layouts(2); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, 1) end end,
}
