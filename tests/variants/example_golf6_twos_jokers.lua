-- variants/examples/golf6-twos-jokers.lua (house rule 6): 6-card Golf, twos
-- +2, two jokers per deck -5. Expected values worked out by hand from golf.md
-- G6-5 and the G6 options `jokers`, `joker_value`.
local V = "variants/examples/golf6-twos-jokers.lua"
is(score_layout(V, "X 2C 3D / AS 4D 5C"), 10, "joker -5, two +2: (-5+1) + (2+4) + (3+5) = 10")
is(score_layout(V, "X 2C 3D / X 2D 5C"), 8, "a joker pair and a two pair score 0: 0 + 0 + (3+5) = 8")
is(score_layout(V, "X 2C 3D / X 2D 5C", { negative_pairs_keep = "on" }), -2,
   "negative_pairs_keep=on: the jokers keep -10, the twos (+2) pair to 0: -10 + 0 + 8 = -2")
is(score_layout(V, "2H 5C KD / 2S 5D QH"), 10, "two twos in a column still score 0: 0 + 0 + 10 = 10")
is(score_layout(V, "2H 5C KD / AS 5D QH"), 13, "a two alone is +2: (2+1) + 0 + (0+10) = 13")
is(game { variant = V, players = 2, seed = 1 }:stock_count(), 41, "one deck and two jokers: 54 - 12 - 1 = 41")
local t = game { variant = V, players = 3, seed = 2, rules = { holes = 1 } }
local steps = 0
while not t:over() and steps < 2000 do t:random_move(); steps = steps + 1 end
ok(t:over() and t:check(), "a random hole of the house rule ends cleanly")
done()
