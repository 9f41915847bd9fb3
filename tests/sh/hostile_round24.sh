#!/bin/sh
# What the twenty-fourth attack round found (docs/robustness.md,
# "Twentieth session"). Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round24
. tests/sh/lib/tap.sh
echo "1..3"

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
