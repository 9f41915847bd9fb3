#!/bin/sh
# The draw-meld-discard kit: core/meld.* and core/meldturn.* name no
# variant and no option (DESIGN principle 8), and a variant with
# contradictory kit parameters, or a turn role naming an undeclared
# variable, is refused by the program with one line before any deal.
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
export HOME="$T" XDG_STATE_HOME="$T/state" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data"
echo "1..5"
words='desmoche|conqu|golf|knock|cabo|pablo|cambio|ace_runs|split_runs|meld_piles|hand_melds|strict_order|must_use|forced_layoff|layoff_any_time|DES-'
words="$words|first_redraw|recycle|takeback|draw_mode|first_discard|forgive_offences"
if grep -niE "$words" core/meld.c core/meld.h core/meldturn.c core/meldturn.h >/dev/null; then
	echo "not ok 1 - core/meld.* and core/meldturn.* name a variant, an option or a variant's rule:"
	grep -niE "$words" core/meld.c core/meld.h core/meldturn.c core/meldturn.h | sed 's/^/# /'
else
	echo "ok 1 - core/meld.* and core/meldturn.* name no variant and no option"
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
out=$($BIN sim tests/scripts/meld_kit_turn_contradiction.lua --games 1 --players 2 2>&1)
want='cardwright: meld_kit_turn_contradiction.lua:7: meld_kit.turn.own: expected "off" unless forced is true: only a forced lay-off brings a card back'
if [ "$out" = "$want" ]; then echo "ok 4 - sim: a turn that contradicts itself (DES-P10 without DES-P9), one line"
else echo "not ok 4 - sim: a turn that contradicts itself"; echo "#   got: $out"; echo "#   expected: $want"; fi
out=$($BIN play tests/scripts/meld_kit_turn_bad_role.lua --players ana,bot </dev/null 2>&1)
want="cardwright: meld_kit_turn_bad_role.lua:6: meld_kit.turn.vars.loose: expected the name of a declared variable ('lose' is not declared)"
if [ "$out" = "$want" ]; then echo "ok 5 - play: a turn role naming an undeclared variable, one line"
else echo "not ok 5 - play: a turn role naming an undeclared variable"; echo "#   got: $out"; echo "#   expected: $want"; fi
