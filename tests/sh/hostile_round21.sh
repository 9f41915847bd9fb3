#!/bin/sh
# What the twenty-first attack round found (docs/robustness.md,
# "Seventeenth session"). Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round21
. tests/sh/lib/tap.sh
echo "1..4"

# ---- hidden information: an accepts reason is its seat's ----
# seed 1 deals seat 2 JH 3H, which seat 2 alone has looked at; `as bot2`
# from seat 1's screen is refused without the reason, seat 1's own `as`
# with it (its own cards).
printf 'as bot2 claim 1\nas me claim 1\nquit\n' | $BIN play "$R/accepts_leak.lua" --players me,bot --seed 1 >"$T/out" 2>&1
grep -qx "as: 'claim 1' is not legal now for seat 2" "$T/out" && ! grep -q 'JH 3H' "$T/out"
result $? "accepts_leak: 'as' for another seat tells no refusal reason (it names that seat's cards)"
grep -q "^as: 'claim 1' is not legal now for seat 1: you hold " "$T/out"
result $? "accepts_leak: the typist's own refusal keeps its reason"

# ---- option values are printable words: recordings write them ----
$BIN rules "$R/choice_escape.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "option 'mode': an option's value is one word of printable UTF-8 (at most 255 bytes), without spaces, control characters or '#'" "$T/out" &&
	! grep -q "$(printf '\033')" "$T/out"
result $? "choice_escape: a choice with ESC is refused at load, and the error holds no raw ESC"
$BIN sim golf4 --games 1 --rule "peek=$(printf 'a\033[2J')" >"$T/out" 2>&1
[ $? = 2 ] && grep -q 'expected one of' "$T/out" && ! grep -q "$(printf '\033')" "$T/out"
result $? "--rule with ESC in the value: refused, escaped"
exit $fails
