#!/bin/sh
# The Desmoche table in the REPL: the main pot in the table's first line,
# each seat's chips (its total), the side-game announcements every seat
# sees (DES-S4), and no card of another seat's hand (DES-P18).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
echo "1..4"
printf 'show\n' |
	XDG_STATE_HOME="$T" HOME="$T" $BIN play desmoche --seed 3 --players ana,ben --rule side_games=oro,par_rojo \
	--rule hands=0 >"$T/out" 2>&1
check() { if eval "$2"; then echo "ok $1 - $3"; else echo "not ok $1 - $3"; sed 's/^/# /' "$T/out" | tail -20; fi; }
check 1 "grep -q '^round 1, ana deals. stock 34, discard - (0), pot 2\$' '$T/out'" "the pot of two stakes is shown (DES-B2)"
check 2 "grep -q '^  ana, total 0\$' '$T/out'" "each seat's chips (its net total) are shown"
check 3 "grep -q '^ben: announce oro\$' '$T/out' || grep -q '^ana: announce oro\$' '$T/out'" \
	"DES-S4 auto: the oro holders are announced to every seat"
check 4 "grep -q '^    hand: ## ## ## ## ## ## ## ## ##\$' '$T/out'" "DES-P18 the other seat's hand stays hidden"
