#!/bin/sh
# cardwright score: the table-side calculator, checked against the worked
# examples of rules/golf.md and rules/power-golf.md.
BIN=./cardwright
n=0
fails=0
echo "1..56"
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
# NOTATION.md: several jokers are told apart as X1, X2, ...; golf4's
# jokers=2 puts two in the pack, each -5 (G4 options).
check "golf4 jokers=2: X2 X1 / 2H 3H = -5 - 5 + 2 + 3 (two jokers, no pairs by default)" "-5" \
	$BIN score golf4 --rule jokers=2 'X2 X1 / 2H 3H'
check "golf4 jokers=2: X3 names a joker the pack has not" "cardwright: X3: the pack holds 2 jokers, X1 to X2" \
	$BIN score golf4 --rule jokers=2 'X3 AS / 2H 3H'
check "golf4 jokers=2: X1 twice is one card named twice" "cardwright: X1 is named twice: it is one card" \
	$BIN score golf4 --rule jokers=2 'X1 X1 / 2H 3H'
check "golf4 without jokers (G4-1): X is no card of the pack" "cardwright: golf4 has no joker in its pack: X is not a card here" \
	$BIN score golf4 'X AS / 2H 3H'
check "golf8 (G8-1, two decks): a card three times is refused" \
	"cardwright: AS is named 3 times: the pack holds it twice (2 decks, 4 jokers)" \
	$BIN score golf8 'AS AS AS 2S / 2H 3H 4H 5H'
check "a fixed layout with a short row is refused" "cardwright: row 2 has 1 card, expected 2" \
	$BIN score golf4 'AS 10H / KD'
# G6-5: column 1 KH + 2S = 0 - 2; column 2 the 5C/5H pair scores 0 (plain 10);
# column 3 5D + 9C = 14; the pair takes 10 off the plain 22.
check "score --explain golf6: the column sums" "column sums: -2 10 14" \
	sh -c "$BIN score golf6 --explain 'KH 5C 5D / 2S 5H 9C' | grep '^column'"
check "score --explain golf6: plain cards 22, the pair -10 and its bonus named, score 12" \
	"cards: 22${nl}combinations (pairs, columns, lines): -10${nl}  pair_column: a column of two equal ranks scores 0 (G6-5, G8-6)${nl}score: 12" \
	sh -c "$BIN score golf6 --explain 'KH 5C 5D / 2S 5H 9C' | tail -4"
# House rule 7 (house-rules.md, the example golf6-jack-columns): three
# pair columns score 0 (G6-5), and the two of jacks -20 more each: 50
# plain, -40 in all; the explanation names the house rule's own term by
# the words its `bonuses` gave it, with how often it applied.
check "score --explain of a house rule: its own term named, jack_column x2, score -40" \
	"cards: 50${nl}combinations (pairs, columns, lines): -90${nl}  jack_column x2: a column of two jacks scores -20 (house rule 7)${nl}  pair_column x3: a column of two equal ranks scores 0 (G6-5, G8-6)${nl}score: -40" \
	sh -c "$BIN score variants/examples/golf6-jack-columns.lua --explain 'JH 5C JD / JS 5H JC' | tail -5"
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
# --caller plays the variant's own call (its action of role call), so the
# caller rule is the one of play. golf.md G4-4 with knock_bonus=zero: seat 2
# knocks and is lowest with 2 (2C), so it scores 0; seat 1 AS 7H = 8, seat 3
# QH 2D = 12 (G4-5: A 1, Q 10, 2-10 face value).
check "G4-4 --caller: the knock, knock_bonus=zero: a lowest knocker scores 0" "seat 1: 8${nl}seat 2: 0${nl}seat 3: 12" \
	$BIN score golf4 --rule knock_bonus=zero --caller 2 'AS 7H / - -' '2C - / - -' 'QH 2D / - -'
# Without a knock the same layouts score their values (G-9).
check "G-9 --caller 0: nobody knocked, every seat its value" "seat 1: 8${nl}seat 2: 2${nl}seat 3: 12" \
	$BIN score golf4 --rule knock_bonus=zero --caller 0 'AS 7H / - -' '2C - / - -' 'QH 2D / - -'
# DACZ-X2: seat 2 calls and ties for lowest at 4: 4 + 5 = 9 (DACZ-S2).
check "DACZ-X2 --caller 2 ties for lowest: 4 + 5 = 9" "seat 1: 4${nl}seat 2: 9${nl}seat 3: 28" \
	$BIN score dacz --caller 2 'KH KD 2C 2D' 'AC AD AH AS' '7C 7D 7H 7S'
# DACZ-X3: seat 1 (10) is lower than the caller (15): 15 + 10 = 25.
check "DACZ-X3 --caller 3 beaten: 15 + 10 = 25" "seat 1: 10${nl}seat 2: 48${nl}seat 3: 25${nl}seat 4: 15" \
	$BIN score dacz --caller 3 'KD KH AS 9C' 'QC QD KS JC' '5C 5D 2H 3S' '4C 4D 4H 3H'
# DACZ-X4: seat 1 KH 9S 8S AD = 0+9+8+1 = 18; the caller KS 2C 2D 2H = 19 + 10 = 29.
check "DACZ-X4 --caller 2 beaten: 19 + 10 = 29" "seat 1: 18${nl}seat 2: 29" \
	$BIN score dacz --caller 2 'KH 9S 8S AD' 'KS 2C 2D 2H'
# CABO-X3 (CABO-S1): the beaten caller pays nothing: 9C 9D 6H 6S = 30.
check "CABO-X3 --caller 1 beaten pays nothing: 30 and 14" "seat 1: 30${nl}seat 2: 14" \
	$BIN score cabo --caller 1 '9C 9D / 6H 6S' '2H 3H / 4H 5H'
# CAM-X2 (CAM-S1): Cambio has no call; a tie changes no score: 19 and 19.
check "CAM-X2 cambio has no call: both score 19" "seat 1: 19${nl}seat 2: 19" \
	$BIN score cambio --caller 0 'QS 2C / 3H 4D' '9S AC / 5D 4H'

# desmoche.md section 11: a table of melds is checked and counted. AH 2H 3H
# is the lowest run (M-1, DES-M1); 7C 7D 7S a set (DES-M2) laid black, red,
# black (DES-M5: the colour with more cards first, clubs before spades);
# 10S JS QS a run; 3 + 3 + 3 = 9 cards, no win yet (DES-P5).
check "desmoche section 11: AH 2H 3H / 7C 7D 7S / 10S JS QS, table count 9" \
	"meld 1: AH 2H 3H, a run of 3${nl}meld 2: 7C 7D 7S, a set of 3${nl}meld 3: 10S JS QS, a run of 3${nl}table count: 9" \
	$BIN score desmoche 'AH 2H 3H / 7C 7D 7S / 10S JS QS'
# B-1: the winner's table AH 2H 3H 4H, 7S 7C 7D, 10S JS QS is ten cards
# (DES-P5) with one run from an ace (one Mico) and three suits (no Color
# bonus with color_bonus=suit, DES-B5).
check "B-1 ten cards: a winning table, one Mico, no Color bonus" \
	"meld 1: AH 2H 3H 4H, a run of 4${nl}meld 2: 7C 7D 7S, a set of 3${nl}meld 3: 10S JS QS, a run of 3${nl}table count: 10${nl}ten cards: the table wins the hand (DES-P5)${nl}Mico: 1 (runs from A-2-3, DES-B5)${nl}Color bonus: no (color_bonus = suit, DES-B5)" \
	$BIN score desmoche 'AH 2H 3H 4H / 7S 7C 7D / 10S JS QS'
# B-2: AS to 10S, one run of ten spades: one Mico and the Color bonus (M-6).
check "B-2 AS..10S: Mico 1 and the Color bonus" \
	"Mico: 1 (runs from A-2-3, DES-B5)${nl}Color bonus: yes (color_bonus = suit, DES-B5)" \
	sh -c "$BIN score desmoche 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S' | tail -2"
# M-3 / M-4: Q-K-A is no run unless ace_runs=low_or_high (DES-D8).
check "M-3 QD KD AD is not a meld (the ace is low only)" \
	"meld 1: QD KD AD: not a meld (a run of 3 to 10 cards of one suit, or a set of 3 or 4 of one rank, DES-M1..M3)${nl}table count: 3" \
	$BIN score desmoche 'QD KD AD'
check "M-4 ace_runs=low_or_high: QD KD AD is a run" "meld 1: QD KD AD, a run of 3${nl}table count: 3" \
	$BIN score desmoche --rule ace_runs=low_or_high 'QD KD AD'
# M-7: AS to JS is eleven cards, more than a run may hold (DES-M1), and
# more than a table holds.
check "M-7 AS..JS (11 cards) is not a meld; a table holds at most 10" \
	"meld 1: AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS: not a meld (a run of 3 to 10 cards of one suit, or a set of 3 or 4 of one rank, DES-M1..M3)${nl}table count: 11${nl}more than 10 cards: a table holds at most 10 (DES-P5)" \
	$BIN score desmoche 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS'
# M-13 / DES-M3: 7C 8C 8D is neither a run nor a set; M-9: two cards are no meld.
check "DES-M3 7C 8C 8D and 8S 8H are no melds (M-13, M-9)" \
	"meld 1: 7C 8C 8D: not a meld (a run of 3 to 10 cards of one suit, or a set of 3 or 4 of one rank, DES-M1..M3)${nl}meld 2: 8S 8H: not a meld (a run of 3 to 10 cards of one suit, or a set of 3 or 4 of one rank, DES-M1..M3)${nl}table count: 5" \
	$BIN score desmoche '7C 8C 8D / 8S 8H'
# Conquién has no bonuses (DES-B5 fixed off): a ten-card table only wins.
check "conquien: ten cards win, no bonuses" "ten cards: the table wins the hand (DES-P5)${nl}no bonuses (play_everything = off, DES-B5)" \
	sh -c "$BIN score conquien 'AH 2H 3H 4H / 7S 7C 7D / 10S JS QS' | tail -2"
check "desmoche: a card named twice is refused (DES-D2, one deck)" "cardwright: AH is named twice: the pack holds it once (1 deck, 0 jokers)" \
	$BIN score desmoche 'AH 2H 3H / AH 4H 5H'
check "desmoche: four melds are refused (a table of ten holds at most three)" "cardwright: 4 melds given: a table holds at most 3" \
	$BIN score desmoche 'AH 2H 3H / 4C 5C 6C / 7D 8D 9D / JS QS KS'
# The exit status says whether the table is a valid one: 0 for melds only
# (DES-M1, DES-M2), 1 when a group is not a meld (DES-M3) or the table
# holds more than ten cards (DES-P5), after the same text.
status() { "$@" >/dev/null 2>&1; echo $?; }
check "desmoche: a table of melds exits 0 (DES-M1, DES-M2)" "0" status $BIN score desmoche 'AH 2H 3H / 7C 7D 7S'
check "desmoche: a group that is no meld exits 1 (DES-M3)" "1" status $BIN score desmoche '2H 5C 9D'
check "desmoche: a meld beside a group that is none exits 1" "1" status $BIN score desmoche 'AH 2H 3H / 8S 8H'
check "desmoche: eleven cards exit 1 (DES-P5)" "1" status $BIN score desmoche 'AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS'
check "one option given two values is refused, not the last taken" "2" status $BIN score golf4 --rule queen=20 --rule queen=12 'AS 10H / KD QC'
check "--caller given twice is refused" "2" status $BIN score golf4 --caller 1 --caller 2 'AS 10H / KD QC' '2S 3S / 4S 5S'
check "--caller with one layout: one layout per seat, not a player count" "cardwright: --caller scores one layout per seat, and cabo is for 2 to 8 players, not 1: give a layout for each seat" $BIN score cabo --caller 1 'KD AS / 2C 3H'
exit $fails
