-- A round is won at its deal when seat 1's two cards are of one colour:
-- several rounds may be dealt and ended in one action, or before any.
local function red(g, c) local s = g:suit(c); return s == "H" or s == "D" end
return variant {
  name = "autowin", players = { 2, 4 },
  layout = { rows = 1, cols = 2 },
  vars = { auto = 0 },
  actions = {
    go = { apply = function(g, seat) g:end_round() end },
    look = { args = "s", private = true, apply = function(g, seat, s)
      g:peek(seat, g:slot(seat, s)); g:next_turn() end },
  },
  setup = function(g)
    g:deal_layouts(2)
    g:turn_up()
    local a, b = g:slot(1, 1), g:slot(1, 2)
    if red(g, a) == red(g, b) then
      g:flip(a); g:flip(b)
      g:announce(1, "look", 1)
      g:end_round()
      return
    end
    g:begin_turn(g:next_seat(g:dealer()))
  end,
  legal = function(g, seat) g:offer("go"); g:offer("look", 1); g:offer("look", 2) end,
  score = function(g)
    for s = 1, g:nseats() do g:set_score(s, g:rank(g:slot(s, 1))) end
  end,
  match_over = function(g) return g:round() >= 8 end,
}
