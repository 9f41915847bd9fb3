#!/bin/sh
# Hidden information, the differential test (DESIGN principle 2): for every
# installed variant and a house rule, for each seat, two games dealt from
# decks that differ only in two cards the seat has not seen, driven by the
# same actions, give that seat byte-identical output (`replay --as`,
# `replay --export-as`, `play` with show/legal/hint/score/undo, and the
# person's screen) up to the action that shows it one of the two cards.
# The work is tests/sh/lib/hidden_diff.pl's; this loops over the variants.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
export TOP="$(pwd)" PERSON="$(pwd)/tests/sh/lib/person.pl"
variants="$($BIN variants | awk '{ print $1 }') variants/examples/golf4-queens20-wild.lua"
for v in $variants; do
	players=3
	$BIN rules "$v" | grep -q '^players: 2 to 2' && players=2
	rules=""
	$BIN rules "$v" | grep -q '^  holes ' && rules="holes=1"
	for seat in $(seq 1 $players); do
		D="$T/$(basename "$v" .lua)-$seat"
		N0=$n perl tests/sh/lib/hidden_diff.pl "$BIN" "$D" "$v" $players $seat $((seat + 10)) $rules >"$T/tap"
		grep -v '^# lines' "$T/tap"
		n=$(sed -n 's/^# lines //p' "$T/tap")
		fails=$((fails + $(grep -c '^not ok' "$T/tap")))
	done
done
echo "1..$n"
exit $fails
