#!/bin/sh
# A `new` that fails (unknown variant, bad players, bad rule) is reported
# and the game in play goes on unchanged; bad input loses nothing.
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
echo "1..4"
printf 'draw stock\nnew nosuch\nnew golf4 ana,5x\nnew golf4 rule queen\nnew golf4 rule frobnicate=1\ndiscard\n' |
	XDG_STATE_HOME="$T" HOME="$T" $BIN play golf4 --seed 3 --players me,bot >"$T/out" 2>&1
check() { if eval "$2"; then echo "ok $1 - $3"; else echo "not ok $1 - $3"; sed 's/^/# /' "$T/out" | tail -20; fi; }
check 1 "grep -q \"unknown variant 'nosuch'\" '$T/out'" "an unknown variant is named"
check 2 "[ \$(grep -c '^the game in play goes on\$' '$T/out') = 4 ]" "each of the four failed 'new' keeps the game in play"
check 3 "grep -q \"unknown option 'frobnicate' for golf4\" '$T/out'" "an unknown option is named before anything changes"
rec=$(ls "$T"/cardwright/games/*.replay)
check 4 "grep -q '^1 discard\$' '$rec' && $BIN replay '$rec' >/dev/null" "the game goes on: the discard after them is recorded and verifies"
