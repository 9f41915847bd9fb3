#!/bin/sh
# A recording played on past its end (`play --resume`, `save`, `undo`)
# stays a replay of the same game: the round the program deals gets its
# `round N` line, and a game from a real table (deck lines, no seed,
# NOTATION "deck") gets each deal and rebuilt stock written out as `deck`
# and `restock` lines, because no seed can reproduce them. Run from the
# top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/replays
. tests/sh/lib/tap.sh
export HOME="$T/home" XDG_STATE_HOME="$T/home/state" XDG_CONFIG_HOME="$T/home/config" XDG_DATA_HOME="$T/home/data"
unset TMUX CARDWRIGHT_PATH
mkdir -p "$HOME"
cd "$T" || exit 1

# words N LINE: the N-th word of a line
word() { echo "$2" | awk -v n="$1" '{print $n}'; }

# ---- a real-table golf4 match of 2 holes, cut after hole 1's result ----
awk '/^round 2/{exit} {print}' "$R/golf4-table-2holes.replay" >g.replay
printf 'draw discard\nswap 1\nsave s.replay\nquit\n' | $BIN play --resume g.replay >out 2>&1
deck=$(grep '^deck' g.replay | sed -n 2p)
grep -q '^round 2$' g.replay && [ -n "$deck" ] && [ "$(grep -A1 '^round 2$' g.replay | tail -n 1)" = "$deck" ]
result $? "real table, resumed between holes: 'round 2' and its deck line are recorded (NOTATION deck)"
echo "$deck" | tr ' ' '\n' | tail -n +2 | sort | uniq | wc -l | grep -qx 52
result $? "the recorded deck lists the 52 cards of the pack, each once"
! grep -q '^seed' g.replay
result $? "a real table's recording has no seed line"
# G4-2 / NOTATION deck: 3 seats x 4 cards dealt one at a time from the
# top, starting left of the dealer (hole 2: ben deals, cy first); the
# 13th card starts the discard pile; cy's slot 1 holds the 1st card.
grep -q "^cy took $(word 14 "$deck") from the discard pile" out
result $? "cy takes the deck's 13th card from the discard pile"
grep -q "discarding $(word 2 "$deck")\$" out
result $? "cy's slot 1 held the deck's first card"
$BIN replay g.replay >"$T/out" 2>&1
result $? "the resumed recording verifies"
$BIN replay s.replay >"$T/out" 2>&1 && ! grep -q '^seed' s.replay &&
	[ "$(grep '^deck' s.replay | sed -n 1p)" = "$(grep '^deck' "$R/golf4-table-2holes.replay" | sed -n 1p)" ] &&
	[ "$(grep '^deck' s.replay | sed -n 2p)" = "$deck" ]
result $? "save writes both holes' deck lines, no seed, and verifies"

# ---- undo rewrites the recording: the deck lines stay ----
awk '/^round 2/{exit} {print}' "$R/golf4-table-2holes.replay" >u.replay
printf 'draw stock\nundo\ny\ny\ny\ndraw discard\nswap 1\nquit\n' | $BIN play --resume u.replay >out 2>&1
grep -q 'practice game' out && ! grep -q '^seed' u.replay &&
	[ "$(grep '^deck' u.replay | sed -n 1p)" = "$(grep '^deck' "$R/golf4-table-2holes.replay" | sed -n 1p)" ] &&
	[ "$(grep -c '^deck' u.replay)" = 2 ]
result $? "undo rewrites a real table's recording with its deck lines, no seed"
$BIN replay u.replay >"$T/out" 2>&1
result $? "the rewritten recording verifies"

# ---- a rebuilt stock past the file's end: its restock line ----
# Two seats (stock_out=reshuffle): 8 cards dealt, 1 turned up, 43 in the
# stock. After 43 draws and discards the discard pile holds 44; the 44th
# draw rebuilds the stock from all but its top card: 43 cards, written
# just before that draw (NOTATION: restock).
sed -n 1,12p "$R/golf4-table-restock.replay" >r.replay
(i=0; while [ $i -lt 45 ]; do printf 'draw stock\ndiscard\n'; i=$((i + 1)); done; echo quit) |
	$BIN play --resume r.replay >out 2>&1
line=$(grep '^restock' r.replay)
[ "$(echo "$line" | wc -w)" = 44 ]
result $? "the rebuilt stock is recorded: restock and 43 cards"
[ "$(awk '/^restock/{print n; exit} / draw stock$/{n++}' r.replay)" = 43 ] &&
	grep -A1 '^restock' r.replay | tail -n 1 | grep -q ' draw stock$'
result $? "the restock line stands before the round's 44th draw from the stock"
$BIN replay r.replay >"$T/out" 2>&1
result $? "the recording with its restock line verifies"

# ---- the views of a real-table file that stops between rounds ----
# The engine deals the next hole inside the action that ends the last one;
# this file has no deck for it, so that deal is from a secret seed and in
# no file. A view ends where the file does: hole 1's end, the same text on
# every run (hole 1 as the file's result line gives it: ana 19, ben 7, cy 27).
awk '/^round 2/{exit} {print}' "$R/golf4-table-2holes.replay" >v.replay
same=0
for mode in "--as 1" "--reveal" "--export-as 2"; do
	$BIN replay v.replay $mode >v1 2>&1 && $BIN replay v.replay $mode >v2 2>&1 && cmp -s v1 v2 || same=1
done
cp v1 "$T/out"
result $same "a real-table file cut between holes: --as, --reveal and --export-as say the same on every run"
! grep -q '^round 2' v1 && [ "$(tail -n 1 v1)" = "total ana=19 ben=7 cy=27" ]
result $? "its export ends with hole 1's totals and deals no hole 2"
$BIN replay v.replay --as 1 >"$T/out" 2>&1 && ! grep -q 'round 2' "$T/out" &&
	grep -q '^  ana (you), total 19$' "$T/out" && grep -q '^  ben, knocked, total 7$' "$T/out"
result $? "its view as ana ends on hole 1's table with the totals after it"

# ---- a seeded match cut after round 1's result ----
awk '/^round 2/{exit} {print}' "$R/cabo-random-2rounds.replay" >c.replay
printf 'quit\n' | $BIN play --resume c.replay >out 2>&1
[ "$(grep -c '^round 2$' c.replay)" = 1 ] && $BIN replay c.replay >"$T/out" 2>&1
result $? "a seeded match resumed between rounds records 'round 2' and verifies"

echo "1..$n"
[ "$fails" -eq 0 ]
