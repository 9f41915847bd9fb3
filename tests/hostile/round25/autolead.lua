-- Each round's leader is drawn as the round before is scored (a tie for
-- all seats); a round is won at its deal when its leader's two cards are
-- of one colour.
local function red(g, c) local s = g:suit(c); return s == "H" or s == "D" end
return variant {
  name = "autolead", players = { 2, 4 },
  layout = { rows = 1, cols = 2 },
  vars = { lead = 0 },
  actions = {
    go = { apply = function(g, seat) g:end_round() end },
  },
  setup = function(g)
    g:deal_layouts(2)
    g:turn_up()
    local l = g.v.lead > 0 and g.v.lead or 1
    local a, b = g:slot(l, 1), g:slot(l, 2)
    if red(g, a) == red(g, b) then
      g:flip(a); g:flip(b)
      g:end_round()
      return
    end
    g:begin_turn(l)
  end,
  legal = function(g, seat) g:offer("go") end,
  score = function(g)
    for s = 1, g:nseats() do g:set_score(s, g:rank(g:slot(s, 1))) end
    local t = {} for s = 1, g:nseats() do t[s] = s end
    g.v.lead = g:draw_lead(t)
  end,
  match_over = function(g) return g:round() >= 8 end,
}
