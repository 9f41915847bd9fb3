-- 10,000 random games of golf4 (one hole each, 2 to 8 players): every card
-- stays accounted for after every action (cw_check: each card in exactly
-- one place) and every game ends within a bound. With 4 cards a seat and
-- stock_out = end, a hole can last at most one turn per stock card plus
-- one final turn per seat: 2 actions a turn bounds it well below 500.
local games, worst, failures = 10000, 0, 0
for i = 1, games do
  local players = 2 + (i % 7)
  local t = game { variant = "golf4", players = players, seed = i, rules = { holes = 1 } }
  local steps = 0
  while not t:over() do
    t:random_move()
    steps = steps + 1
    local fine, err = t:check()
    if not fine then
      failures = failures + 1
      diag("seed " .. i .. " step " .. steps .. ": " .. err)
      break
    end
    if steps > 500 then
      failures = failures + 1
      diag("seed " .. i .. " did not end in 500 actions")
      break
    end
  end
  if steps > worst then worst = steps end
end
is(failures, 0, "10000 random golf4 holes keep every card in exactly one place and end")
ok(worst <= 2 * 43 + 16, "the longest hole took " .. worst .. " actions (bound: 2 per stock card + final turns)")
done()
