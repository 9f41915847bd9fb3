#!/bin/sh
# Bots: over 200 two-seat games the greedy bot must beat the random one
# in every power-Golf variant (a lower mean score) and in the Desmoche
# family (higher net chips); and a table of two bots plays each variant to
# "game over" in the REPL. Run from the top of the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

GOLF="cabo cambio dacz pablo cactus cumbia"
RUMMY="desmoche conquien desmoche-online"
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -f "$T/err" ] && sed 's/^/# /' "$T/err"; }
check() { if [ "$1" = 0 ]; then ok "$2"; else notok "$2"; fi; }

echo "1..$((2 * 9))"

# The mean score per game ("mean total") of seat $1 in a sim summary.
mean_of() { awk -v s="$1" '$1 == s && ($2 == "greedy" || $2 == "random") { print $5 }' "$T/out"; }

for v in $GOLF $RUMMY; do
	: >"$T/err"
	$BIN sim $v --games 200 --players 2 --bots greedy,random --seed 1 >"$T/out" 2>"$T/err"
	rc=$?
	g=$(mean_of 1); r=$(mean_of 2)
	echo "# $v: greedy $g, random $r"
	case " $RUMMY " in
	*" $v "*) better='g > r' ;;
	*) better='g < r' ;;
	esac
	[ $rc = 0 ] && [ -n "$g" ] && [ -n "$r" ] && awk -v g="$g" -v r="$r" "BEGIN { exit !($better) }"
	check $? "$v: the greedy seat's mean score beats the random seat's over 200 games"
done

for v in $GOLF $RUMMY; do
	: >"$T/err"
	# The Desmoche family plays on until the players stop (hands = 0):
	# a table of bots plays three hands.
	extra=
	case " $RUMMY " in *" $v "*) extra="--rule hands=3" ;; esac
	printf '' | timeout 120 $BIN play $v --players bot,bot --seed 2 $extra >"$T/out" 2>"$T/err"
	rc=$?
	[ $rc = 0 ] && grep -q 'game over' "$T/out" && ! grep -q 'bot for .* failed\|cannot play on' "$T/out"
	check $? "$v: two bots play to game over in the REPL"
done
