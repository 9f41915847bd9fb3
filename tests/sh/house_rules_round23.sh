#!/bin/sh
# House rules and worked examples from the docs alone, the twenty-third
# round (docs/robustness.md, "Nineteenth session"). Run from the top of the
# tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round23
. tests/sh/lib/tap.sh
echo "1..12"

# check pairs no two options of which one unsets the other (G-9: holes and
# target, refused together by design): it printed three findings for
# every Golf variant
$BIN check golf4 --players 2 --games 1 >"$T/out" 2>&1 &&
	! grep -q 'FINDING' "$T/out" && grep -q '^golf4: .* 0 faults$' "$T/out"
result $? "check golf4: no finding for holes with target (option.unsets), 0 faults"

# a bad bonuses key: quoted, at its file's line
$BIN rules "$R/bonus_key.lua" >"$T/o1" 2>"$T/out"
[ $? != 0 ] && grep -q "bonus_key.lua:1: variant 'bonus_key': bonuses: bad key 'bad key' (expected a name" "$T/out"
result $? "a bonuses key with a space: named in quotes, at its line (it read 'bad key bad key', no line)"

# one-eyed jacks wild (G4 options): a wild pair is named as it is scored.
# JS 5H / QC KD, queens 20: 10 + 5 + 20 + 0 = 35, JS pairs QC (30) -> 5
$BIN score "$R/wild_jacks.lua" 'JS 5H / QC KD' --explain >"$T/out" 2>&1 &&
	grep -q '^  wild_pair: ' "$T/out" && grep -q '^score: 5$' "$T/out"
result $? "JS 5H / QC KD with one-eyed jacks wild: the wild pair named, score 5"
# JS JH / QC QD: JS JH pair wild (20), QC QD equal (40) -> 0
$BIN score "$R/wild_jacks.lua" 'JS JH / QC QD' --explain >"$T/out" 2>&1 &&
	grep -q '^  pair: ' "$T/out" && grep -q '^  wild_pair: ' "$T/out" && grep -q '^score: 0$' "$T/out"
result $? "JS JH / QC QD: a pair and a wild pair named, score 0"

# a renamed call is still typed as knock (NOTATION: knock is accepted for
# every call word); the recording writes the new word, and replays
printf 'knock\nquit\n' | $BIN play "$R/rap.lua" --players ana,bot --seed 5 >"$T/out" 2>&1
f=$(ls -t "$XDG_STATE_HOME"/cardwright/games/*-rap.replay 2>/dev/null | head -1)
! grep -q "unknown action 'knock'" "$T/out" && [ -n "$f" ] && grep -q '^1 rap$' "$f" && $BIN replay "$f" >"$T/o2" 2>&1
result $? "rename knock = rap: 'knock' is taken as rap, written 'rap', and replays"
# its comparison with golf4: a verb one arm lacks is '-' in that arm, and
# games played alike are said to be alike
$BIN sim golf4 --compare "$R/rap.lua" --games 30 --players 2 >"$T/out" 2>&1
grep -q '^  draw stock  *[0-9.]* / -$' "$T/out" && grep -q '^  take  *- / [0-9.]*$' "$T/out"
result $? "sim --compare: a verb only one arm has is '-' in the other, both ways (it was 0.000 one way)"
grep -q '^verdict .*: the two arms played alike: in each of the 30 games every seat' "$T/out"
result $? "a renamed verb changes no game: the verdict says the arms played alike"

# CABO-M1 (give_shortfall=forbid): three cards named in other layouts with
# two own cards left: refused, with the reason
$BIN replay "$R/cabo_m1_shortfall.replay" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "is not legal now for seat 1: 3 cards named in other layouts, 2 own left to give for them (CABO-M1)" "$T/out"
result $? "CABO-M1: a match naming 3 others' cards with 2 own left says why it is refused"
printf 'draw stock\nmatch 2 3 2.1 3.4 2.2\nquit\n' | $BIN play cabo --players ana,bot,bot --seed 8 >"$T/out" 2>&1
grep -q "^'match 2 3 2.1 3.4 2.2' is not legal now: 3 cards named in other layouts, 2 own left to give for them (CABO-M1)\. legal: " "$T/out"
result $? "at the table too: four cards in ana's layout, two named, three of others: the reason told"

# option.unsets: an option a person names is given even at its default;
# a recording's options count only where they differ from it
$BIN sim "$(pwd)/tests/hostile/round22/house_target50.lua" --games 2 --players 2 --rule holes=1 --rule target=50 >"$T/out" 2>&1
[ $? = 2 ] && grep -qx 'cardwright: options holes and target are both given: setting one unsets the other, so give one' "$T/out"
result $? "holes=1 and target=50 (the house rule's default) both named: refused (it played one hole, no word)"
$BIN sim golf4 --games 2 --players 2 --rule holes=9 --rule target=60 >"$T/out" 2>&1
[ $? = 2 ] && grep -q 'options holes and target are both given' "$T/out"
result $? "golf4 holes=9 (its default) and target=60 both named: refused"
mkdir -p "$T/t60"
$BIN sim golf4 --games 1 --players 2 --rule target=60 --record "$T/t60" >"$T/out" 2>&1 &&
	$BIN replay "$T/t60/game-1.replay" >"$T/out" 2>&1 &&
	printf 'load %s\nnew\nquit\n' "$T/t60/game-1.replay" | $BIN >"$T/out" 2>&1 &&
	grep -q '^new game of golf4 for 2' "$T/out" && ! grep -q 'both given' "$T/out"
result $? "target=60 alone: its recording replays, and a game loaded from it deals anew"
