-- 24 options of 200-byte defaults: the recording's one 'rule' line passes the reader's 4096 bytes
local opts = {}
for i = 1, 24 do
  local v = "v" .. string.rep(string.char(96 + i), 199)
  opts["opt" .. i] = { default = v, doc = "option " .. i }
end
return variant {
  name = "manyopts", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  options = opts,
  actions = { go = { doc = "d", apply = function(g, seat) if g:turns(seat) >= 2 then g:end_round() else g:next_turn() end end } },
  setup = function(g) g:deal_layouts(2); g:begin_turn(g:next_seat(g:dealer())) end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, 1) end end,
}
