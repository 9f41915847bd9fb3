#!/bin/sh
# What the twenty-fourth attack round found (docs/robustness.md,
# "Twentieth session"). Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round24
. tests/sh/lib/tap.sh
echo "1..8"

# ---- check: an action that changes nothing and is offered again ----
# House rule 5 with an apply of its own that does nothing: `power peek` on
# a drawn 9 leaves the game as it was and is offered again. check files it
# as endless, at the action's own line and the hook that offered it.
cd "$T" || exit 1
$BIN check "$R/idle_power.lua" --defaults --players 2 --games 20 >"$T/out" 2>&1
[ $? != 0 ] && grep -q "^FAULT \[endless\] .*'power peek [0-9.]*' by seat [12] changes nothing and is offered again" "$T/out" &&
	grep -q "^  cause: action 'power peek' (.*idle_power.lua:7), offered by legal.place" "$T/out"
result $? "check: a power whose apply does nothing is an endless fault, at its apply's line"
# the same rule with the kit's step (the reference's way): no fault
$BIN check "$R/kit_power.lua" --defaults --players 2 --games 20 >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "check: the power with apply = cw.kit.power_peek has no fault"
# an action that changes nothing but tells the table (a Cabo miss named
# one by one with no stock for its penalty, CABO-M7) is the rules' own
$BIN check "$R/told_power.lua" --defaults --players 2 --games 20 >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "check: an action that only tells the table is no fault"
cd - >/dev/null || exit 1

# ---- the meld kit's legal steps with no seat to act ----
# cw.meld.legal_play and legal_start called from setup (no seat to act yet)
# read the hand of seat 0, a zone before the first (SEGV): one line instead
for f in legal_play_setup legal_start_setup; do
	$BIN sim "$R/$f.lua" --games 1 --players 3 >"$T/out" 2>&1
	rc=$?
	[ $rc = 1 ] && grep -q "^cardwright: .*$f.lua:[0-9]*: cw.meld.legal_[a-z]*: no seat is to act" "$T/out"
	result $? "$f: a clear error naming the line, exit 1 (got $rc)"
done

# ---- what a bot or a hint runs does not change the game's own numbers ----
# tsnum's layout_score reads the numbers tostring gives a fresh table and
# function ("counted from 1 in each game"): the bot's looks and a hint ran
# the hook on clones and moved the game's own count, so a typed hint
# changed the scores and the recording did not replay.
rm -rf "$XDG_STATE_HOME/cardwright/games"
printf 'knock\nquit\n' | $BIN play "$R/tsnum.lua" --players me,bot --seed 1 --rule holes=1 >/dev/null 2>&1
a=$(grep -h '^result' "$XDG_STATE_HOME"/cardwright/games/*tsnum* 2>/dev/null)
rm -rf "$XDG_STATE_HOME/cardwright/games"
printf 'hint\nknock\nquit\n' | $BIN play "$R/tsnum.lua" --players me,bot --seed 1 --rule holes=1 >/dev/null 2>&1
f=$(ls "$XDG_STATE_HOME"/cardwright/games/*tsnum* 2>/dev/null | head -1)
b=$(grep -h '^result' "$f" 2>/dev/null)
[ -n "$a" ] && [ "$a" = "$b" ]
result $? "tsnum: a typed hint leaves the scores as they were ('$a', '$b')"
$BIN replay "$f" >"$T/out" 2>&1
result $? "tsnum: the recording of a game with a hint and a bot replays"

# ---- sim's sums saturate ----
# pay_max pays 2^31-1 chips twice a game: a net of 2^32-2, whose square
# (about 1.8e19) is past 2^63-1; the sum of squares wrapped (UBSan). It
# saturates at 2^63-1.
$BIN sim "$R/pay_max.lua" --games 3 --players 2 --json >"$T/out" 2>&1 &&
	[ "$(grep -o '"chips_sq":[-0-9]*' "$T/out" | sort -u)" = '"chips_sq":9223372036854775807' ]
result $? "sim: a sum of squares past 2^63-1 saturates (no wrap, no undefined behaviour)"
