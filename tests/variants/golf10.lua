-- 10-card Golf (rules/golf.md, G10-*). Every expected value is worked out
-- by hand from the rules text.

-- "Worked scores, 10-card" (`row 1 / row 2`; column c is slots c and c+5).
is(score_layout("golf10", "KH 2C 2D 9H QS / KD 2S 7C 9S 3H"), 18, "golf10-G10-2 0 + 0 + (-2+7) + 0 + (10+3) = 18")
-- G10-2: the 6-card options.
is(score_layout("golf10", "7C 7D 7H KH 4C / 7S 7C 7D KS 5C", { square_block = -20 }), -31,
   "golf10 square_block=-20: 7-pair columns 1-2-3 make two squares -40, K pair 0, 4+5: -40 + 9 = -31")
is(score_layout("golf10", "7C 7D 7H KH 4C / 7S 7C 7D KS 5C", { six_equal = -30 }), -21,
   "golf10 six_equal=-30: three 7-pair columns -30, K pair 0, 4+5: -30 + 9 = -21")
is(score_layout("golf10", "7C KH 7D 3C 4C / 7S KS 7H 3D 5C", { four_equal_two_columns = -10 }), -1,
   "golf10 four_equal_two_columns=-10: 7-pair columns 1 and 3 -10, K and 3 pairs 0, 4+5: -10 + 9 = -1")
is(score_layout("golf10", "KH 2C 2D 9H QS / KD 2S 7C 9S 3H", { pairs = "anywhere" }), 18,
   "golf10 pairs=anywhere: K K, 2 2 (2D left: -2), 9 9 cancel; -2 + 10 + 7 + 3 = 18")
is(score_layout("golf10", "X 2C 2D 9H QS / KD 2S 7C 9S 3H", { jokers = 2, joker_value = -5 }), 17,
   "golf10 jokers=2, joker_value=-5, twos +2: (-5+0) + 0 + (2+7) + 0 + (10+3) = 17")

-- G10-1 decks.
is(game { variant = "golf10", players = 2, seed = 1 }:stock_count(), 83, "golf10-G10-1 2 players, 2 decks: 104 - 20 - 1 = 83")
is(game { variant = "golf10", players = 5, seed = 1 }:stock_count(), 105, "golf10-G10-1 5 players, 3 decks: 156 - 50 - 1 = 105")
is(game { variant = "golf10", players = 7, seed = 1 }:stock_count(), 137, "golf10-G10-1 7 players, 4 decks: 208 - 70 - 1 = 137")

-- G10-1 start: any two cards of ten.
local t = game { variant = "golf10", players = 2, seed = 1, rules = { holes = 1 } }
is(#t:legal(), 10, "golf10-G10-1 any of the ten cards may be turned up")
t:act("flip 1"); t:act("flip 10")
is(t:actor(), 1, "golf10-G10-1 two flips each")
t:act("flip 1"); t:act("flip 10")
is(t:phase(), "draw", "golf10 then play")
ok(not t:try("rearrange"), "golf10 no rearranging")
local ok_, msg = pcall(game, { variant = "golf10", players = 2, rules = { rearrange = "on" } })
ok(not ok_, "golf10 rearrange=on is refused: " .. tostring(msg))

-- Random play ends cleanly.
for i = 1, 40 do
  local r = game { variant = "golf10", players = 2 + i % 7, seed = i,
                   rules = { holes = 1, flip_on_discard = i % 2 == 0 and "on" or "off" } }
  local steps = 0
  while not r:over() and steps < 4000 do r:random_move(); steps = steps + 1 end
  if not r:over() or not r:check() then ok(false, "golf10 random game " .. i .. " did not end cleanly") end
end
ok(true, "golf10 40 random holes end with every card accounted for")

done()
