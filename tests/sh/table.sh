#!/bin/sh
# The table layer: every front end opens a configured table the same way,
# so one fault gives the same one line (and exit 2) from each of them.
# Run from the top of the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
n=0
echo "1..11"
# same NAME LINE COMMAND...: exit 2, and stderr is exactly LINE.
same() {
	name=$1 want=$2
	shift 2
	"$@" >"$T/out" 2>"$T/err"
	rc=$?
	n=$((n + 1))
	if [ $rc = 2 ] && [ "$(cat "$T/err")" = "$want" ]; then echo "ok $n - $name"; else
		echo "not ok $n - $name: exit $rc"; sed 's/^/#   got: /' "$T/err"; echo "#   expected: $want"; fi
}
U="cardwright: unknown variant 'nosuch' (see 'cardwright variants')"
same "sim: an unknown variant" "$U" $BIN sim nosuch --games 1
same "check: an unknown variant" "$U" $BIN check nosuch --games 1
same "rules: an unknown variant" "$U" $BIN rules nosuch
same "score: an unknown variant" "$U" $BIN score nosuch 'AS'
# DES-D1: Desmoche is for 2 to 4 players.
same "sim: DES-D1 desmoche with 5 players" "cardwright: desmoche is for 2 to 4 players, not 5" \
	$BIN sim desmoche --players 5 --games 1
R="cardwright: bad rule 'queen': expected NAME=VALUE"
same "sim: a rule that is not NAME=VALUE" "$R" $BIN sim golf4 --rule queen --games 1
same "check: a rule that is not NAME=VALUE" "$R" $BIN check golf4 --rule queen --games 1
same "score: a rule that is not NAME=VALUE" "$R" $BIN score golf4 --rule queen 'AS'
P="cardwright: --players takes a number from 1 to 16"
same "sim: --players 17" "$P" $BIN sim golf4 --players 17
same "check: --players 17" "$P" $BIN check golf4 --players 17
# G4-1: past the program's sixteen seats the variant's own range is told.
same "sim: G4-1 golf4 with 9 players" "cardwright: golf4 is for 2 to 8 players, not 9" $BIN sim golf4 --players 9
