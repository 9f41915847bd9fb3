#!/bin/sh
# restock lines (NOTATION.md, G-8, PW-20): a real-table replay gives each
# rebuilt stock's order; a seeded one may give it and then it is checked.
BIN=./cardwright
GOLD=tests/replays/golf4-table-restock.replay
. tests/sh/lib/tap.sh
echo "1..10"
expect_fail() {	# file pattern name
	$BIN replay "$1" >"$T/out" 2>&1
	[ $? = 1 ] && grep -q "$2" "$T/out"
	result $? "$3"
}
restock_line=$(grep -n '^restock' $GOLD | cut -d: -f1)
draw_line=$((restock_line + 1))

$BIN replay $GOLD >"$T/out" 2>&1
result $? "the hand-worked restock replay verifies (ana 27, ben 16)"

grep -v '^restock' $GOLD >"$T/none.replay"
expect_fail "$T/none.replay" "needs a 'restock CARD" "a real-table game without its restock line is refused"

sed 's/^restock 9S/restock KC/' $GOLD >"$T/kc.replay"
expect_fail "$T/kc.replay" "restock line lists KC (card 1), which the discard pile does not hold" \
	"a card the discard pile does not hold (KC stays on top) is refused"

sed 's/^restock 9S /restock /' $GOLD >"$T/short.replay"
expect_fail "$T/short.replay" "lists 42 cards, the discard pile makes 43" "a restock line one card short is refused"

# The restock line moved before seat 2's second draw, when the stock is full.
grep -v '^restock' $GOLD |
	awk '/^2 draw stock/ { k++ } /^2 draw stock/ && k == 2 { print "restock 9S" } { print }' >"$T/early.replay"
expect_fail "$T/early.replay" "did not rebuild the stock" "a restock line where nothing rebuilds the stock is refused"

# A seeded game: the engine shuffles, and a restock line that differs is refused.
grep -v '^deck' $GOLD | sed 's/^round 1$/seed 5\nround 1/' >"$T/seed.replay"
expect_fail "$T/seed.replay" "differs from the engine's shuffle" "with a seed, a restock line is checked against the shuffle"
grep -v '^restock\|^result\|^total' "$T/seed.replay" >"$T/seed-ok.replay"
$BIN replay "$T/seed-ok.replay" >"$T/out" 2>&1
result $? "with a seed, restock lines may be left out: the engine shuffles"

# A restock line after the last action of a finished match is used by
# nothing: refused at its line.
{ cat $GOLD; echo; echo "restock 3C"; } >"$T/late.replay"
late=$(grep -n '^restock 3C$' "$T/late.replay" | cut -d: -f1)
expect_fail "$T/late.replay" "late.replay:$late: restock line, but no action after it rebuilds the stock: the match is over" \
	"a restock line after the match is over is refused at its line"

# A file that stops at its restock line, the draw that needs it not yet
# played, resumes: the game plays on from its own shuffle, the line is cut
# (no second restock line before one draw), and the file verifies after.
head -n "$restock_line" $GOLD >"$T/stop.replay"
printf 'draw stock\nquit\n' | HOME="$T" XDG_STATE_HOME="$T/state" $BIN play --resume "$T/stop.replay" >"$T/out" 2>&1
grep -q '^ana to play. legal: swap 1, swap 2, swap 3, swap 4, discard$' "$T/out"
result $? "resumed at a restock line, ana's draw from the rebuilt stock is played"
[ "$(grep -c '^restock' "$T/stop.replay")" = 1 ] && [ "$(tail -n 1 "$T/stop.replay")" = "1 draw stock" ] &&
	$BIN replay "$T/stop.replay" >"$T/out" 2>&1
result $? "... one restock line before that draw, and the file verifies"
exit $fails
