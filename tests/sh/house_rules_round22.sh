#!/bin/sh
# House rules written from the docs alone (the twenty-second round,
# docs/robustness.md "Eighteenth session"): what they found. Run from the
# top of the tree; fixtures in tests/hostile/round22/house_*.lua.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round22
. tests/sh/lib/tap.sh
echo "1..12"
export HOME="$T/h" XDG_STATE_HOME="$T/s"

# G-9 and option.unsets: holes given unsets the target, though the house
# rule's target defaults to 50: one hole a match, target=off in the rules
$BIN sim "$R/house_target50.lua" --games 20 --players 2 --jobs 1 --rule holes=1 >"$T/out" 2>&1 &&
	grep -q '^holes: 20 (1.00 per game)$' "$T/out" && grep '^rules:' "$T/out" | grep -q ' holes=1 .* target=off '
result $? "a target of 50 by default, holes=1 given: one hole a match, the target off (G-9, option.unsets)"
# its recording writes target=off and holes=1, which replays (off is no target given)
echo | $BIN play "$R/house_target50.lua" --players bot,bot --rule holes=1 --seed 3 >"$T/out" 2>&1
f=$(ls "$T"/s/cardwright/games/*.replay 2>/dev/null | head -1)
[ -n "$f" ] && grep -q '^rule .*holes=1 .*target=off' "$f" && $BIN replay "$f" >"$T/out" 2>&1
result $? "its recording (holes=1 target=off) replays"
$BIN sim golf4 --games 2 --rule target=60 --rule holes=3 >"$T/out" 2>&1
[ $? = 2 ] && grep -q 'options holes and target are both given: setting one unsets the other, so give one' "$T/out"
result $? "both given is still refused"

# `rules` lists the card values: a card_value that fails says so, exit 1
$BIN rules "$R/house_half_king.lua" >"$T/o1" 2>"$T/out"
[ $? = 1 ] && grep -q "house_half_king.lua:4: .*card_value of KC returned 0.5, expected an integer" "$T/out"
result $? "rules of a card_value answering 0.5: the error at its line, exit 1 (it left the values out, exit 0)"

# an empty legal hook: the hook is named, not the deal
$BIN check "$R/house_empty_legal.lua" --games 1 --max-games 1 >"$T/out" 2>&1
grep -q '^FAULT \[stuck\] .*after the deal: no legal action for seat 2 in round 1: legal.draw (.*house_empty_legal.lua:3) offered none$' "$T/out" &&
	grep -q '^  cause: legal.draw (.*house_empty_legal.lua:3)$' "$T/out"
result $? "check: an empty legal hook is a stuck fault whose cause is the hook (it said 'the deal fails')"
rm -f check-house_empty_legal-*.replay
$BIN sim "$R/house_empty_legal.lua" --games 1 >"$T/out" 2>&1
grep -q 'no legal action for seat 2 in round 1: legal.draw (.*house_empty_legal.lua:3) offered none' "$T/out"
result $? "sim names the hook too"

# a bad default lists the choices
$BIN rules "$R/house_bad_default.lua" >"$T/out" 2>&1
grep -q "house_bad_default.lua:2: variant 'house_bad_default' option 'queen': default 15 is not one of its choices (10, 12, 13, 20)" "$T/out"
result $? "a default none of the choices: the choices listed, at the option's line"

# a declaration's error (the DSL checks the table after the chunk has
# returned it) names the one line that defines the key it names
$BIN rules "$R/house_typo_field.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "^cardwright: .*house_typo_field.lua:4: variant 'house_typo_field': unknown field 'layuot' (did you mean 'layout'?)" "$T/out"
result $? "an unknown field: file and line (4) of the key"
$BIN rules "$R/house_typo_phase.lua" >"$T/out" 2>&1
grep -q "^cardwright: .*house_typo_phase.lua:6: variant 'house_typo_phase': legal.darw: no such phase" "$T/out"
result $? "legal.darw: file and line (6) of the key"
# not the variant's name (a key 'deal' on line 2), not a comment (line 4)
$BIN rules "$R/house_typo_named.lua" >"$T/out" 2>&1
grep -q "^cardwright: .*house_typo_named.lua:6: variant 'deal': unknown field 'layuot'" "$T/out"
result $? "the line of the key itself (6): not a key named as the variant, not a comment"

# a variant's own explain: the output ends its line (1 + 2 + 3 + 4 = 10)
$BIN score "$R/house_explain.lua" --explain 'AS 2H / 3D 4C' >"$T/out" 2>&1
[ "$(cat "$T/out")" = "house explain: 10" ] && [ "$(tail -c 1 "$T/out" | od -An -c | tr -d ' ')" = '\n' ]
result $? "score --explain with the variant's own explain ends with a newline"

# action.needs: golf4's peek verb chooses cards (peek any2, one); with the
# option fixed at nearest2 no choice offers it, so `rules` does not list it
$BIN rules "$R/house_six.lua" >"$T/out" 2>&1 && ! grep -q '^  peek  ' "$T/out" &&
	$BIN rules golf4 | grep -q '^  peek  *look at one of your own face-down cards'
result $? "golf4-six (peek fixed): rules lists no peek verb; golf4 does"
exit $((fails > 0))
