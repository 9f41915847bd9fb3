-- A window that asks only the seats whose first card is red, and whose
-- passes everybody sees: who is asked tells the table a card it may not
-- see. `check` must find it. With ask = "all" the window asks every other
-- seat, and there is nothing to find.
local ASK = "red"
local function red(g, card) local s = g:suit(card) return s == "H" or s == "D" end
local function asked(g, from)
  local seats = {}
  for s = 1, g:nseats() do
    if s ~= from and (ASK == "all" or red(g, g:slot(s, 1))) then seats[#seats + 1] = s end
  end
  return seats
end
local function after(g)
  g:close_window(); g:set_phase("main")
  g.v.n = g.v.n + 1
  if g.v.n >= 6 then g:end_round() else g:next_turn() end
end
return variant {
  name = "window_ask", players = { 3, 3 }, layout = { rows = 1, cols = 2 },
  phases = { "main", "react" }, vars = { n = 0 },
  actions = {
    go = { doc = "play on: the seats the rules name may react", apply = function(g, seat)
      local seats = asked(g, seat)
      if #seats == 0 then return after(g) end
      g:open_window(seat, false, seats); g:set_phase("react")
    end },
    pass = { doc = "do not react", apply = function(g, seat)
      g:window_next()
      if not g:window_seat() then after(g) end
    end },
  },
  setup = function(g)
    g:deal_layouts(2)
    for s = 1, g:nseats() do g:peek(s, g:slot(s, 1)); g:peek(s, g:slot(s, 2)) end
    g:begin_turn(1); g:set_phase("main")
  end,
  legal = { main = function(g) g:offer("go") end, react = function(g) g:offer("pass") end },
  score = function(g) for s = 1, g:nseats() do g:set_score(s, 0) end end,
}
