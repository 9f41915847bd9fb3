#!/bin/sh
# Random games of every installed variant through `cardwright check`: every
# card in exactly one place after every action, no seat's view showing a
# face it may not see, every legal action applicable, every game ending.
# SOAK_GAMES games per variant in all (CI runs 10,000; make test 1,000),
# spread over the player counts the variant allows; one round per game;
# the default options (the option sweep is check_broken.sh's and check's own).
BIN=./cardwright
total=${SOAK_GAMES:-1000}
variants=$($BIN variants | awk '{ print $1 }')
n=$(echo "$variants" | wc -l)
echo "1..$n"
i=0
fails=0
for v in $variants; do
	i=$((i + 1))
	counts=0
	for p in $(seq 1 16); do	# CW_MAX_SEATS
		$BIN check "$v" --players $p --games 1 -q --defaults --rule holes=1 >/dev/null 2>&1 ||
			$BIN check "$v" --players $p --games 1 -q --defaults >/dev/null 2>&1 && counts=$((counts + 1))
	done
	[ $counts -gt 0 ] || counts=1
	per=$(( (total + counts - 1) / counts ))
	cap="--max-games $((per * counts))"
	if out=$($BIN check "$v" --games $per -q --defaults $cap --rule holes=1 2>&1) ||
	   { echo "$out" | grep -q "unknown option 'holes'" && out=$($BIN check "$v" --games $per -q --defaults $cap 2>&1); }; then
		echo "ok $i - $(echo "$out" | tail -1)"
	else
		echo "not ok $i - $v: random games found a fault"
		echo "$out" | sed 's/^/# /' | head -20
		fails=$((fails + 1))
	fi
done
exit $fails
