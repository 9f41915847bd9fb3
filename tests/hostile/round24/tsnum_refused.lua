-- reads tostring numbers in legal, accepts, apply and score: a refused
-- `bad 2` (accepts) or a failed `bad 1` (apply raises) moved the numbers
-- the game gave after, so the scores changed and the recording failed
local function num() return tonumber((tostring({}):match("#(%d+)"))) end
return variant{
  name = "tsnum_refused", title = "tostring numbers and refused actions", players = {2, 4},
  phases = { "draw", "place" },
  actions = {
    draw = { apply = function(g, seat) g:draw(seat, g:stock()); g:set_phase("place") end },
    discard = { apply = function(g, seat) g:discard_held(seat)
        if g:count(g:stock()) < 40 then g:end_round() return end
        g:set_phase("draw"); g:next_turn() end },
    bad = { args = "n", accepts = function(g, seat, n) num(); return n == 1 end,
            apply = function(g, seat, n) num(); error("nope") end },
  },
  setup = function(g) g:deal_hands(3); g:turn_up(); g:begin_turn(g:next_seat(g:dealer())); g:set_phase("draw") end,
  legal = {
    draw = function(g, seat) num(); g:offer("draw"); g:offer_open("bad") end,
    place = function(g, seat) num(); g:offer("discard") end,
  },
  score = function(g) for s = 1, g:nseats() do g:set_score(s, num()) end end,
  match_over = function(g) return g:round() >= 2 end,
}
