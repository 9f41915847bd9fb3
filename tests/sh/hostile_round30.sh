#!/bin/sh
# Round 30: files and tables tried by testers who had not seen the code.
# Each case failed before its fix. Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
D=tests/hostile/round30
echo "1..2"

# A golf4 match of two holes whose `round 2` line stands before round 1's
# `result` (line 20, then the result at 21): the fault is the round line's
# place, and the reader says so at the result, not "round 2 has not ended".
$BIN replay $D/round_before_result.replay >"$T/out" 2>&1
[ $? != 0 ] && [ "$(cat "$T/out")" = "$D/round_before_result.replay:21: result line of round 1 after line 20's 'round 2': a round's result line goes before the next round's line" ]
result $? "a result line after the next round's line names the round line"
# the same for a total line after the next round's line
$BIN replay $D/total_after_round.replay >"$T/out" 2>&1
[ $? != 0 ] && grep -q ":22: total line of round 1 after line 21's 'round 2'" "$T/out"
result $? "a total line after the next round's line names the round line"
exit $((fails > 0))
