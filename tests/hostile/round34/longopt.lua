-- an option whose name and values are longer than 64 bytes: rules, check and new show them whole
local N = "o" .. string.rep("p", 39)
local V1 = "v" .. string.rep("a", 80) .. "1"
local V2 = "v" .. string.rep("a", 80) .. "2"
return variant {
  name = "longopt", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  options = { [N] = { default = V1, choices = { V1, V2 }, doc = "a long option" },
              n = { default = 5, int = true, min = -2147483648, max = 2147483647, doc = "int" } },
  actions = { go = { doc = "d", apply = function(g, seat) if g:turns(seat) >= 2 then g:end_round() else g:next_turn() end end } },
  setup = function(g) g:deal_layouts(2); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, g.opt[N] == V2 and 7 or 1) end end,
}
