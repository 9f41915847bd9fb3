#!/bin/sh
# Round 28, the attack on this session's own changes: a round's end whose
# terms pass 32 bits or name many bonuses, and shards whose paired sums no
# games could give. Run from the top of the tree.
BIN=$(pwd)/cardwright
D=tests/hostile/round28
. tests/sh/lib/tap.sh
echo "1..5"

# Four cards of -1,000,000 under a layout score of 2^31 - 1: the terms are
# -4,000,000 and +2,151,483,647, told as they are (the difference was an
# int, past its range: the sanitizer build stopped there).
printf 'knock\n' | CARDWRIGHT_PATH=$D timeout 100 $BIN play big_layout_score --players me,bot --seed 3 --rule holes=1 >"$T/out" 2>&1
grep -qx '  me (you), knocked: round score 2147483647 (-1000000 - 1000000 - 1000000 - 1000000 = -4000000, +2151483647 by its combinations), total 2147483647' "$T/out" &&
	! grep -q 'runtime error' "$T/out"
result $? "a layout's terms past 32 bits are told whole"

# Eleven bonuses, five with keys of 31 bytes: all named, in key order, on
# the one line. bot1 ends with 3S 7D / AH 5D = 3 + 7 + 1 + 5 = 16 (G4-5),
# less the rule's 7: 9.
CARDWRIGHT_PATH=$D timeout 120 $BIN play many_bonuses --players bot,bot --seed 1 --rule holes=1 </dev/null >"$T/out" 2>&1
grep -qx '  bot1: round score 9 (3 + 7 + 1 + 5 = 16, -7 by bonus_number_01_abcdefghijklmn, bonus_number_02_abcdefghijklmn, bonus_number_03_abcdefghijklmn, bonus_number_04_abcdefghijklmn, bonus_number_05_abcdefghijklmn, joker_columns, knock_bonus, line, pair_column, six_equal and square), total 9' "$T/out"
result $? "eleven bonuses named whole on the round's line"

# Shards of a comparison to a target, merged: sums edited so that no games
# give them are refused, one line each; unedited, they merge.
for i in 1 2; do
	$BIN sim golf4 --games 60 --players 3 --seed 7 --rule target=60 --compare queen=12 --shard $i/2 --json --jobs 1 >"$T/t$i.json" 2>"$T/err"
done
$BIN sim --merge "$T/t1.json" "$T/t2.json" >"$T/out" 2>"$T/err" && grep -q '^verdict' "$T/out"
result $? "the two shards merge"
# a product past what the squares allow: (sum ab)^2 > (sum a^2)(sum b^2)
jq '.paired.seats[].hole_ratio[4] = 9007199254740992 | .paired.turn_ratio[4] = 9007199254740992' "$T/t1.json" >"$T/bad1.json"
$BIN sim --merge "$T/bad1.json" "$T/t2.json" >"$T/out" 2>"$T/err"
[ $? = 2 ] && [ "$(cat "$T/err")" = "cardwright: $T/bad1.json: not a sim --json summary (paired: turn_ratio: products that no games give)" ]
result $? "a paired product no games give is refused"
# every game paired, but holes that are not the runs' own
jq '.paired.holes = [.paired.games, .paired.games, .paired.games, .paired.games, .paired.games]' "$T/t1.json" >"$T/bad2.json"
$BIN sim --merge "$T/bad2.json" "$T/t2.json" >"$T/out" 2>"$T/err"
[ $? = 2 ] && grep -q "bad2.json: not a sim --json summary (paired: " "$T/err" && [ "$(wc -l <"$T/err")" = 1 ]
result $? "paired holes that are not the runs' own are refused"
exit $fails
