#!/bin/sh
# Round 35: files tried by testers who had not seen the code. Each case
# failed before its fix. Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
D=$(pwd)/tests/hostile/round35
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1
echo "1..2"

# A setup that begins no turn: the base's legal hook was asked for the
# moves of seat 0 and failed with "bad seat 0" in the base's file.
want="cardwright: noturn: setup left no seat to act: expected it to begin a turn (g:begin_turn), open a window (g:open_window) or end the round"
printf 'quit\n' | $BIN play $D/noturn.lua --players me,bot --seed 1 >"$T/out" 2>&1
[ "$(cat "$T/out")" = "$want" ]
result $? "a setup that begins no turn is named in one line at play"
$BIN sim $D/noturn.lua --games 2 --seed 1 >"$T/out" 2>&1
grep -qF "noturn: setup left no seat to act" "$T/out" && ! grep -q "bad seat 0" "$T/out"
result $? "... and in sim, not as a bad seat 0 in the base's hook"
