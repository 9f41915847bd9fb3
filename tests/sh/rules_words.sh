#!/bin/sh
# cardwright rules VARIANT: the rules in words for players, the rule ids of
# the rules texts only with --ids (for variant authors). Run from the top of
# the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
n=0
fails=0
t() {	# name command...
	name=$1
	shift
	n=$((n + 1))
	if "$@" >/dev/null 2>&1; then echo "ok $n - $name"; else echo "not ok $n - $name"; fails=$((fails + 1)); fi
}
echo "1..10"
$BIN rules golf4 >"$T/golf4" 2>&1
$BIN rules golf4 --ids >"$T/golf4.ids" 2>&1
t "rules golf4: knock_first_turn in words, without its id (G4-4)" \
	grep -qx '      whether a player may knock on their first turn' "$T/golf4"
t "rules golf4 --ids: knock_first_turn with its id (G4-4)" \
	grep -qx '      whether a player may knock on their first turn (G4-4)' "$T/golf4.ids"
t "rules golf4: the knock (G4-4) and draw (G-3) actions in words" \
	sh -c "grep -qx '  knock          end the hole: every other player has one more turn' '$T/golf4' &&
	       grep -qx '  draw stock     take the top card of the stock' '$T/golf4'"
t "rules golf4: a group with words keeps them, '(aid)', '(strict)'" \
	grep -q 'known cards shown as \[7H\] (aid), only when seen (strict)' "$T/golf4"
# No rule id is left in any variant's rules; A-2-3 is a run, not an id.
for v in $($BIN variants | awk '{print $1}'); do $BIN rules "$v"; done >"$T/all" 2>&1
t "rules: no rule id in the players' view of any variant" \
	sh -c "! grep -v 'A-2-3' '$T/all' | grep -Eq '[A-Z][A-Z0-9]*-[A-Z]*[0-9]'"
$BIN rules desmoche >"$T/des" 2>&1
t "rules desmoche: '(DES-Q1; disqualifies unless forgiven, DES-Q2)' keeps its words; a misdeal its own (DES-D7)" \
	sh -c "grep -q 'offence meld_order a real table.s record: meld_order (disqualifies unless forgiven)\$' '$T/des' &&
	grep -q 'offence misdeal a real table.s record: misdeal (the dealer forfeits the hand unless misdeal_forfeit = off)\$' '$T/des'"
t "rules cabo --ids: the call cites PW-15" grep -q '^  cabo .*(PW-15)$' "$($BIN rules cabo --ids >"$T/cabo" 2>&1; echo "$T/cabo")"
$BIN rules golf4 --bogus >"$T/bad" 2>&1
rc=$?
t "rules golf4 --bogus: a usage error naming --ids (exit 2)" \
	sh -c "[ $rc = 2 ] && grep -qx \"cardwright: rules: unknown option '--bogus' (expected --ids)\" '$T/bad'"
# The card values name a joker only where the deck holds jokers: golf4
# deals none unless jokers = 2 (G4 options); golf8 two at -5 (G8-6).
t "rules golf4: card values A 1 to K 0, no joker (the deck has none)" \
	grep -qx 'card values: A 1, 2 2, 3 3, 4 4, 5 5, 6 6, 7 7, 8 8, 9 9, 10 10, J 10, Q 10, K 0' "$T/golf4"
t "rules golf8: the joker at -5 (G8-6)" \
	sh -c "$BIN rules golf8 | grep -qx 'card values: A 1, 2 2, 3 3, 4 4, 5 5, 6 6, 7 7, 8 8, 9 9, 10 10, J 10, Q 10, K 0, joker -5'"
exit $fails
