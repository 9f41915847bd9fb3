-- variants/examples/golf4-queens20-wild.lua (house rule 1): queens 20,
-- JS and JH wild. Expected values worked out by hand from golf.md G4-5 and
-- the G4 options `queen` and `one_eyed_jacks_wild`.
local V = "variants/examples/golf4-queens20-wild.lua"
is(score_layout(V, "QH 2S / AC KD"), 23, "queen 20: 20 + 2 + 1 + 0 = 23")
is(score_layout(V, "JS 9H / 4C 2D"), 6, "JS wild pairs with 9H: 0 + 4 + 2 = 6")
is(score_layout(V, "JH QC / 4C 2D"), 6, "JH wild pairs with the 20 queen: 0 + 4 + 2 = 6")
is(score_layout(V, "JD QC / 4C 2D"), 36, "JD is not wild: 10 + 20 + 4 + 2 = 36")
is(score_layout(V, "JS 9H / QC 2D"), 11, "JS pairs with the card that cancels most, the 20 queen: 9 + 2 = 11")
is(score_layout(V, "QH 2S / AC KD", { queen = 10 }), 13, "the house rule's options stay settable: queen=10, 10 + 2 + 1 + 0 = 13")
is(score_layout("golf4", "QH 2S / AC KD"), 13, "golf4 itself is unchanged: 10 + 2 + 1 + 0 = 13")
local t = game { variant = V, players = 2, seed = 1, rules = { holes = 1 } }
local steps = 0
while not t:over() and steps < 500 do t:random_move(); steps = steps + 1 end
ok(t:over() and t:check(), "a random hole of the house rule ends cleanly")
done()
