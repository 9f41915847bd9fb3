#!/bin/sh
# restock lines (NOTATION.md, G-8, PW-20): a real-table replay gives each
# rebuilt stock's order; a seeded one may give it and then it is checked.
BIN=./cardwright
GOLD=tests/replays/golf4-table-restock.replay
. tests/sh/lib/tap.sh
echo "1..7"
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
exit $fails
