#!/bin/sh
# cardwright score: the table-side calculator, checked against the worked
# examples of rules/golf.md and rules/power-golf.md.
BIN=./cardwright
n=0
fails=0
echo "1..26"
check() {	# name expected command...
	name=$1 want=$2
	shift 2
	got=$("$@" 2>&1)
	n=$((n + 1))
	if [ "$got" = "$want" ]; then echo "ok $n - $name"; else
		echo "not ok $n - $name"; echo "#   got: $got" | head -5; echo "#   expected: $want"; fails=$((fails + 1)); fi
}
nl='
'
check "golf4-G4-5 default: AS 10H / KD QC = 21" "21" $BIN score golf4 'AS 10H / KD QC'
check "golf8 worked example: two 8-pair columns, 1 + (-10) + 10 = 1" "1" $BIN score golf8 'AS 8C 6D 8H / KC 8D 4H 8S'
check "golf6-G6-5 default: KH 5C 5D / 2S 5H 9C = 12" "12" $BIN score golf6 'KH 5C 5D / 2S 5H 9C'
check "PW-5 cabo: a grown layout with an empty slot, KD AH / 7S - / 9C = 0+1+7+9" "17" $BIN score cabo 'KD AH / 7S - / 9C'
check "PAB-X1 seat 2 called and is strictly lowest: -10" "seat 1: 27${nl}seat 2: -10${nl}seat 3: 27" \
	$BIN score pablo --caller 2 '7C 8D / KH 2S' 'X AS / 3C 2D' '4H 4S / 9C 10D'
check "PAB-X2 seat 1 called and ties for lowest: no change" "seat 1: 11${nl}seat 2: 11${nl}seat 3: 38" \
	$BIN score pablo --caller 1 '5H 2C / AD 3S' '6S 4C / AH -' 'QH JC / 9S 9D'
check "PAB-X3 seat 3 called and is beaten: 18 + 40 = 58" "seat 1: 4${nl}seat 2: 40${nl}seat 3: 58${nl}seat 4: 18" \
	$BIN score pablo --caller 3 'X X / 8H 6C' 'KC QC / JH 10S' '9H 2C / 3D 4S' 'AS 2H / 3C 5D / 7S'
check "PAB-X5 default: 3 + (-9) = -6" "seat 1: -6${nl}seat 2: -9" $BIN score pablo --caller 1 'AC 2C / - -' 'X X / AH -'
check "PAB-X5 caller_penalty=plus_highest_nonneg: 3" "seat 1: 3${nl}seat 2: -9" \
	$BIN score pablo --rule caller_penalty=plus_highest_nonneg --caller 1 'AC 2C / - -' 'X X / AH -'
check "CAC-X1 seat 1 called and is strictly lowest: 0" "seat 1: 0${nl}seat 2: 24" \
	$BIN score cactus --caller 1 'KS AH / 2C 3D' '7H 8S / 4C 5D'
check "CAC-X3 seat 3 called and is beaten: 24; seat 2 at or below 14 scores 0" "seat 1: 39${nl}seat 2: 0${nl}seat 3: 24" \
	$BIN score cactus --caller 3 'QS JH / 10C 9D' 'KC KS / AD 2H' '5C 4D / 3H 2S'
check "a card more often than the pack holds is refused" \
	"cardwright: layout 3: X appears more often than the pack holds (1 deck, 2 jokers)" \
	$BIN score pablo --caller 1 'AC 2C / 3D 4D' 'X X / AH KS' 'X'
check "a fixed layout with a short row is refused" "cardwright: row 2 has 1 card, expected 2" \
	$BIN score golf4 'AS 10H / KD'
# G6-5: column 1 KH + 2S = 0 - 2; column 2 the 5C/5H pair scores 0 (plain 10);
# column 3 5D + 9C = 14; the pair takes 10 off the plain 22.
check "score --explain golf6: the column sums" "column sums: -2 10 14" \
	sh -c "$BIN score golf6 --explain 'KH 5C 5D / 2S 5H 9C' | grep '^column'"
check "score --explain golf6: plain cards 22, the pair -10, score 12" "cards: 22${nl}combinations (pairs, columns, lines): -10${nl}score: 12" \
	sh -c "$BIN score golf6 --explain 'KH 5C 5D / 2S 5H 9C' | tail -3"
# golf.md knocker examples, 3 players, seat 1 knocked, hole scores 8 / 5 / 12
# (AS 7H = 1 + 7, 5C = 5, QH 2C = 10 + 2): plus10 18, double_plus5 21, highest 12.
check "G4 knock_penalty=plus10: the knocker not lowest 8 + 10 = 18" "seat 1: 18${nl}seat 2: 5${nl}seat 3: 12" \
	$BIN score golf4 --rule knock_penalty=plus10 --caller 1 'AS 7H / - -' '5C - / - -' 'QH 2C / - -'
check "G4 knock_penalty=double_plus5: 8 x 2 + 5 = 21" "seat 1: 21${nl}seat 2: 5${nl}seat 3: 12" \
	$BIN score golf4 --rule knock_penalty=double_plus5 --caller 1 'AS 7H / - -' '5C - / - -' 'QH 2C / - -'
check "G4 knock_penalty=highest: the hole's highest, 12" "seat 1: 12${nl}seat 2: 5${nl}seat 3: 12" \
	$BIN score golf4 --rule knock_penalty=highest --caller 1 'AS 7H / - -' '5C - / - -' 'QH 2C / - -'
# 4 players, the knocker lowest with 3 (3C): minus_players 3 - 4 = -1; not
# lowest (seat 2 has AS AH = 2): doubled, 6.
check "G4 knock_bonus=minus_players: a lowest knocker 3 - 4 = -1" "seat 1: -1${nl}seat 2: 5${nl}seat 3: 6${nl}seat 4: 7" \
	$BIN score golf4 --rule knock_bonus=minus_players --caller 1 '3C - / - -' '5C - / - -' '6C - / - -' '7C - / - -'
check "G4 knock_bonus=minus_players: a knocker not lowest 3 x 2 = 6" "seat 1: 6${nl}seat 2: 2${nl}seat 3: 6${nl}seat 4: 7" \
	$BIN score golf4 --rule knock_bonus=minus_players --caller 1 '3C - / - -' 'AS AH / - -' '6C - / - -' '7C - / - -'
# 5 / 5 / 12, seat 1 the knocker: tied lowest counts as lowest (no penalty);
# knock_tie=not_lowest with plus10 gives 15.
check "G4 knock_tie=lowest: a tie for lowest, no penalty: 5" "seat 1: 5${nl}seat 2: 5${nl}seat 3: 12" \
	$BIN score golf4 --rule knock_penalty=plus10 --caller 1 '5H - / - -' '5C - / - -' 'QH 2C / - -'
check "G4 knock_tie=not_lowest with plus10: 5 + 10 = 15" "seat 1: 15${nl}seat 2: 5${nl}seat 3: 12" \
	$BIN score golf4 --rule knock_penalty=plus10 --rule knock_tie=not_lowest --caller 1 '5H - / - -' '5C - / - -' 'QH 2C / - -'
# A layout that begins with '-' is a layout, not an option (CABO-X2, CUM-X2).
check "CABO-X2 an emptied layout '- - / - -' scores 0" "0" $BIN score cabo '- - / - -'
check "CUM-X2 seat 3 matched all its cards away: '- - / - -' scores 0" "0" $BIN score cumbia '- - / - -'
check "score -- 'LAYOUT': everything after -- is a layout" "0" $BIN score cabo -- '- - / - -'
check "score: an unknown option is still refused" \
	"cardwright: score: unknown option '-x' (expected --rule, --caller, --explain, or -- before a layout that begins with '-')" \
	$BIN score cabo -x
exit $fails
