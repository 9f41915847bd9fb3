#!/bin/sh
# A `new` that fails (unknown variant, bad players, bad rule) is reported
# and the game in play goes on unchanged; bad input loses nothing.
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
echo "1..8"
printf 'draw stock\nnew nosuch\nnew golf4 ana,5x\nnew golf4 rule queen\nnew golf4 rule frobnicate=1\ndiscard\n' |
	XDG_STATE_HOME="$T" HOME="$T" $BIN play golf4 --seed 3 --players me,bot >"$T/out" 2>&1
check() { if eval "$2"; then echo "ok $1 - $3"; else echo "not ok $1 - $3"; sed 's/^/# /' "$T/out" | tail -20; fi; }
check 1 "grep -q \"unknown variant 'nosuch'\" '$T/out'" "an unknown variant is named"
check 2 "[ \$(grep -c '^the game in play goes on\$' '$T/out') = 4 ]" "each of the four failed 'new' keeps the game in play"
check 3 "grep -q \"unknown option 'frobnicate' for golf4\" '$T/out'" "an unknown option is named before anything changes"
rec=$(ls "$T"/cardwright/games/*.replay)
check 4 "grep -q '^1 discard\$' '$rec' && $BIN replay '$rec' >/dev/null" "the game goes on: the discard after them is recorded and verifies"

# A `new` without a seed deals afresh (G-2: the dealer shuffles), even
# within the same second and process: three games in a row, each seat 1's
# two looks (G4-2) told; the deals' looks differ (two equal pairs of looks
# in three shuffles are all but impossible), and no seed is shown, since a
# secret seed would tell every card of the deal to whoever reads it.
printf 'new golf4 ana,bot\nnew golf4 ana,bot\nquit\n' |
	XDG_STATE_HOME="$T/n" HOME="$T/n" $BIN play golf4 --players ana,bot >"$T/out" 2>&1
grep '^you looked at' "$T/out" | paste - - >"$T/looks"
check 5 "[ \$(wc -l <'$T/looks') = 3 ] && [ \$(sort -u '$T/looks' | wc -l) = 3 ]" "three deals in a row without a seed are three shuffles"
check 6 "[ \$(grep -c '^new game of golf4 for 2: ana, bot2 (bot)\$' '$T/out') = 3 ]" "a secret seed is not shown"
printf 'quit\n' | XDG_STATE_HOME="$T/n" HOME="$T/n" $BIN play golf4 --players ana,bot --seed 42 >"$T/out" 2>&1
check 7 "grep -q '^new game of golf4 for 2: ana, bot2 (bot); seed 42\$' '$T/out'" "a seed the user gave is shown"
rec=$(ls -t "$T"/n/cardwright/games/*.replay | sed -n 2p)
check 8 "grep -q '^seed [0-9]' '$rec'" "the recording keeps the secret seed, for the replay"
