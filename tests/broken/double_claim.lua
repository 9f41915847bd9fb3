-- Planted bug (check: claim): a discard is offered to the other seats in
-- turn; a claim takes it, but the window is not closed, so the next seat
-- asked may claim the same card out of the first claimer's hand.
local function in_hand(g, seat)
  local t = {}
  for i = 1, g:count(g:hand(seat)) do t[i] = g:at(g:hand(seat), i) end
  return t
end

local function next_turn(g)
  if g:count(g:stock()) == 0 then return g:end_round() end
  local seat = g:next_turn()
  g:draw(seat, g:stock())
  g:move(g:held_card(seat), g:hand(seat))
  g:set_phase("play")
end

return variant {
  name = "double_claim",
  title = "Claim the discard",
  summary = "Draw, discard; the others may claim the discard in turn.",
  players = { 2, 4 },
  deck = { decks = 1, jokers = 0 },
  phases = { "play", "claim" },
  vars = { offered = 0 },
  setup = function(g)
    g:deal_hands(3)
    g:set_phase("play")
    local seat = g:next_seat(g:dealer())
    g:begin_turn(seat)
    g:draw(seat, g:stock())
    g:move(g:held_card(seat), g:hand(seat))
  end,
  actions = {
    discard = { args = "c", doc = "discard a card from your hand", apply = function(g, seat, face)
      for _, c in ipairs(in_hand(g, seat)) do
        if g:face(c) == face then g:move(c, g:discard(), nil, "up"); g.v.offered = c + 1 end
      end
      g:open_window(seat, false)
      g:set_phase("claim")
    end },
    claim = { doc = "take the discard into your hand", apply = function(g, seat)
      g:move(g.v.offered - 1, g:hand(seat), nil, "down")
      g:window_next()                                   -- the bug: the window should close here
      if not g:window_seat() then g:close_window(); next_turn(g) end
    end },
    pass = { doc = "let the discard go", apply = function(g, seat)
      g:window_next()
      if not g:window_seat() then g:close_window(); next_turn(g) end
    end },
  },
  legal = {
    play = function(g, seat)
      for _, c in ipairs(in_hand(g, seat)) do g:offer("discard", g:face(c)) end
    end,
    claim = function(g, seat)
      if g:where(g.v.offered - 1) ~= g:hand(seat) then g:offer("claim") end
      g:offer("pass")
    end,
  },
  score = function(g)
    for seat = 1, g:nseats() do g:set_score(seat, g:count(g:hand(seat))) end
  end,
}
