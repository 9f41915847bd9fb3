#!/bin/sh
# The draw-meld-discard kit: core/meld.* names no variant and no option
# (DESIGN principle 8), and a variant with contradictory kit parameters is
# refused by the program with one line before any deal.
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
export HOME="$T" XDG_STATE_HOME="$T/state" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data"
echo "1..3"
words='desmoche|conqu|golf|knock|cabo|pablo|cambio|ace_runs|split_runs|meld_piles|hand_melds|strict_order|must_use|forced_layoff|layoff_any_time|DES-'
if grep -niE "$words" core/meld.c core/meld.h >/dev/null; then
	echo "not ok 1 - core/meld.* names a variant, an option or a variant's rule:"
	grep -niE "$words" core/meld.c core/meld.h | sed 's/^/# /'
else
	echo "ok 1 - core/meld.* names no variant and no option"
fi
out=$($BIN sim tests/scripts/meld_kit_contradiction.lua --games 1 --players 2 2>&1)
want="cardwright: meld_kit_contradiction.lua:5: meld_kit.run_max is 3, expected a number from run_min (4) to 13"
if [ "$out" = "$want" ]; then echo "ok 2 - sim: contradictory kit parameters, one line naming file, field and expectation"
else echo "not ok 2 - sim: contradictory kit parameters"; echo "#   got: $out"; echo "#   expected: $want"; fi
out=$($BIN play tests/scripts/meld_kit_bad_role.lua --players ana,bot </dev/null 2>&1)
n=$(printf '%s\n' "$out" | wc -l)
case $out in
*"meld_kit.verbs.move: expected the name of one of the variant's actions with arguments 'cnn' ('shift' is not declared)")
	[ "$n" -eq 1 ] && echo "ok 3 - play: a role naming an undeclared action, one line" ||
		{ echo "not ok 3 - play: $n lines"; printf '%s\n' "$out" | sed 's/^/# /'; } ;;
*) echo "not ok 3 - play: a role naming an undeclared action"; printf '%s\n' "$out" | sed 's/^/# /' ;;
esac
