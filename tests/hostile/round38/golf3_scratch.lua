-- Invention: a from-scratch tiny variant. Three cards in a row; you see slot 3.
-- Draw and swap or discard; knock ends the round after one more turn each.
-- Values: A 1, 2-10 face, J Q 10, K 0; a row of three equal ranks scores -10.
local function value(g, c)
  local r = g:rank(c)
  if r == 13 then return 0 elseif r >= 11 then return 10 else return r end
end
local function next_or_end(g)
  if g:count(g:stock()) == 0 then g:end_round("stock"); return end
  local s = g:next_turn()
  if not s then g:end_round("last") else g:set_phase("draw") end
end
return variant {
  name = "hr15-golf3-scratch",
  title = "Three-card Golf (from scratch)",
  summary = "Three cards in a row, the right one seen; draw, swap or discard, knock. A row of three equal scores -10.",
  players = { 2, 6 },
  layout = { rows = 1, cols = 3 },
  phases = { "draw", "place" },
  calls = 1,
  bonuses = { triple = "three equal ranks score -10 (house)" },
  options = {
    rounds = { default = 3, int = true, min = 1, max = 20, doc = "rounds in a match" },
  },
  actions = {
    ["draw stock"] = { role = "draw_stock", doc = "take the top stock card",
      apply = function(g, seat) g:draw(seat, g:stock()); g:set_phase("place") end },
    ["draw discard"] = { role = "draw_discard", doc = "take the top discard",
      apply = function(g, seat) g:draw(seat, g:discard()); g:set_phase("place") end },
    swap = { args = "s", role = "swap", doc = "put the drawn card into SLOT",
      apply = function(g, seat, slot) g:swap(seat, slot); next_or_end(g) end },
    discard = { role = "discard", doc = "discard the drawn stock card",
      apply = function(g, seat) g:discard_held(seat); next_or_end(g) end },
    knock = { role = "call", past = "knocked", doc = "end the round: every other player has one more turn",
      apply = function(g, seat) g:call(seat); next_or_end(g) end },
  },
  setup = function(g)
    g:deal_layouts(3)
    for s = 1, g:nseats() do g:peek(s, g:slot(s, 3)) end
    g:turn_up()
    g:begin_turn(g:next_seat(g:dealer()))
    g:set_phase("draw")
  end,
  legal = {
    draw = function(g, seat)
      if g:count(g:stock()) > 0 then g:offer("draw stock") end
      if g:count(g:discard()) > 0 then g:offer("draw discard") end
      if not g:caller() then g:offer("knock") end
    end,
    place = function(g, seat)
      g:offer_slots("swap", seat)
      local h = g:held_card(seat)
      if g:top(g:discard()) ~= nil and g.v.dummy == 0 then end
      g:offer("discard")
    end,
  },
  vars = { dummy = 0 },
  card_value = value,
  layout_score = function(g, seat)
    local t, r = 0, {}
    for k = 1, 3 do local c = g:slot(seat, k); if c then t = t + value(g, c); r[k] = g:rank(c) end end
    if r[1] and r[1] == r[2] and r[2] == r[3] then g:bonus(seat, "triple"); return -10 end
    return t
  end,
  score = function(g)
    for s = 1, g:nseats() do
      for k = 1, 3 do local c = g:slot(s, k); if c and not g:is_up(c) then g:flip(c) end end
      g:set_score(s, g.variant.layout_score(g, s))
    end
  end,
  match_over = function(g) return g:round() >= g.opt.rounds end,
}
