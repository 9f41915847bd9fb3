#!/bin/sh
# Why a rummy hand ended is told to every seat, just before the hand's end
# block: the seat whose table reached the winning count (DES-P5), nobody
# left in the deal (DES-P15), or a draw due from an empty stock (DES-P14).
# The files are golden recordings; each hand's reason is read off its
# lines by hand (below). Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
echo "1..4"

# tests/hostile/round12/hand_positions.replay, hand 1: bot3's table is
# 10S JS QS, AD AH AS (lines 18-19), 6C 7C 8C (line 32) and KS laid off
# at line 40: 3 + 3 + 3 + 1 = 10 cards, so it wins at once (DES-P5), and
# the file's result (line 41) gives bot3 the pot.
F=tests/hostile/round12/hand_positions.replay
$BIN replay "$F" --as bot1 >"$T/out" 2>&1 &&
	grep -A1 '^bot3: layoff KS 1$' "$T/out" | tail -n 1 | grep -qx 'bot3 has 10 cards on the table and wins the hand' &&
	grep -A1 'bot3 has 10 cards' "$T/out" | tail -n 1 | grep -qx -- '-- end of hand 1'
result $? "DES-P5: the seat that lays its tenth card is told the winner, before the hand's end"
# the same told to the winner itself
$BIN replay "$F" --as bot3 >"$T/out" 2>&1 && grep -qx 'bot3 (you) has 10 cards on the table and wins the hand' "$T/out"
result $? "DES-P5: the winner is told it won"

# tests/replays/desmoche-random-2rounds.replay, hand 1: seat 1 folds
# (line 15), then seat 2 (line 16): no active seat is left (DES-P15).
$BIN replay tests/replays/desmoche-random-2rounds.replay --reveal >"$T/out" 2>&1 &&
	grep -A2 '^random2: fold$' "$T/out" | sed -n 2p | grep -qx 'nobody is left in the deal: the hand ends with no winner'
result $? "DES-P15: both seats folded, the hand ends with no winner"

# tests/replays/desmoche-online-random-2rounds.replay: fold = off and
# hand 1's result (line 604) takes the stake from both seats, so nobody
# won: the only way left is a draw due from a stock that is empty and
# cannot be rebuilt (DES-P14, recycle_limit 3).
$BIN replay tests/replays/desmoche-online-random-2rounds.replay --as random1 >"$T/out" 2>&1 &&
	grep -B1 -- '^-- end of hand 1$' "$T/out" | head -n 1 | grep -qx 'the stock is empty: the hand ends with no winner'
result $? "DES-P14: a draw from an empty stock ends the hand with no winner"
exit $((fails > 0))
