-- House rule 7: a column of two jacks scores -20 (rules/house-rules.md).
local rule = "variants/examples/golf6-jack-columns.lua"
-- Column 1 JH/JS: -20 instead of 0; column 2 5C/5H: a pair, 0; column 3 5D + 9C = 14.
is(score_layout(rule, "JH 5C 5D / JS 5H 9C"), -6, "a jack column: -20 + 0 + 14 = -6")
-- No jack column: plain 6-card scoring (G6-5), KH 5C 5D / 2S 5H 9C = 0 + 0 + 14 - 2 = 12.
is(score_layout(rule, "KH 5C 5D / 2S 5H 9C"), 12, "no jack column: as golf6, 12")
-- Two jacks not in one column cancel nothing special: JH + 9C... = 10 + 5 + 5 + 3 + 4 + 10 = 37.
is(score_layout(rule, "JH 5C 5D / 3S 4H JS"), 37, "jacks in different columns: 10+5+5+3+4+10 = 37")
done()
