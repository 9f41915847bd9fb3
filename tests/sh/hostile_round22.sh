#!/bin/sh
# What the twenty-second attack round found (docs/robustness.md,
# "Eighteenth session"): C functions a script can reach and call with
# anything, and a deal with no seat in it. Run from the top of the tree;
# each was a crash (a read at an address the script chose) before.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round22
. tests/sh/lib/tap.sh
echo "1..9"

# refused: exit 1, one line naming the file and line, no crash
refused() {	# fixture line message
	$BIN rules "$R/$1.lua" >"$T/out" 2>&1
	rc=$?
	[ $rc = 1 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q "^cardwright: $R/$1.lua:$2: $3" "$T/out"
}
refused pairs_iter 3 "bad argument #1 to 'f' (table expected, got number)"
result $? "pairs' iterator called with a number: a bad argument, not a read of the number as a table"
refused rawpairs_iter 3 "bad argument #1 to 'f' (table expected, got string)"
result $? "cw.rawpairs' iterator called with a string: a bad argument"
refused guard_crash 6 "bad argument #1 to 'gn' (table expected, got number)"
result $? "a metatable's guard called with a number: a bad argument"
refused guard_ro 6 "metatable: a write into a table this guard does not guard"
result $? "a metatable's guard called on the math library: refused, math stays read-only"
$BIN rules "$R/guard_ok.lua" >"$T/out" 2>&1 && grep -q '^guard_ok: ' "$T/out"
result $? "a metatable under a script's own metatable still takes new keys through the guard"
echo quit | $BIN play "$R/all_out.lua" --players me,bot --seed 1 >"$T/out" 2>&1
[ $? = 2 ] && grep -q "all_out.lua:5: no seat is in the deal: every seat is out (g:set_out) (in setup of all_out)" "$T/out"
result $? "every seat out, then a deal: refused with the reason, at the script's line"
$BIN sim "$R/all_out.lua" --games 2 --players 3 >"$T/out" 2>&1
rc=$?
[ $rc != 0 ] && [ $rc -lt 128 ] && grep -q "no seat is in the deal" "$T/out"
result $? "sim of it: the same error, no crash"
# CABO-X5, CABO-M6: "show, discard the hits, gives, penalty cards, drawn
# card": the give's step tells them in that order (the penalty card was
# told first, before the give it follows), and the miss the penalty
# card is for is told just before it
$BIN replay "$R/cabo_x5_order.replay" --reveal >"$T/all" 2>&1
sed -n '/^== step 9 of 9/,/^round 1/p' "$T/all" | sed '1d;$d' >"$T/out"
printf "ana moved their slot 1 to ben's slot 1: 5H\nana: a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)\nana got a card from the stock in their slot 5: 6H\nana played 8D, the card drawn, onto the discard pile\n" >"$T/want"
cmp -s "$T/want" "$T/out"
result $? "CABO-X5's give: the give, the penalty card (6H into slot 5), then 8D discarded (CABO-M6)"
# sim --merge: paired sums no games give (a sum of 1000 chips whose
# squares sum to 0) are refused, not read as a difference of no spread
$BIN sim golf4 --compare pot=5 --games 20 --players 2 --seed 4 --json --shard 1/2 >"$T/m1.json" 2>/dev/null &&
	$BIN sim golf4 --compare pot=5 --games 20 --players 2 --seed 4 --json --shard 2/2 >"$T/m2.json" 2>/dev/null &&
	sed 's/"dchips":[-0-9]*,"dchips_sq":[0-9]*/"dchips":1000,"dchips_sq":0/' "$T/m1.json" >"$T/bad.json" &&
	grep -q '"dchips":1000,"dchips_sq":0' "$T/bad.json"
$BIN sim --merge "$T/bad.json" "$T/m2.json" >"$T/out" 2>&1
[ $? = 2 ] && grep -q "bad.json: not a sim --json summary (paired: a sum of squares below what its sum needs over the games)" "$T/out"
result $? "sim --merge: a sum of squares below its sum's square over the games is refused"
exit $((fails > 0))
