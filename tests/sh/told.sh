#!/bin/sh
# Every card a seat learns is told to it at that moment, in the words that
# `play` prints (cw_render_events; `replay --as` prints the same): a
# look at the deal, a draw, a peek, a swap in, a card turned up for good.
# First worked cases from the rules, then every installed variant checked
# against the core's filtered events (tests/sh/lib/told.pl).
BIN=./cardwright
. tests/sh/lib/tap.sh
variants=$($BIN variants | awk '{ print $1 }')
set -- $variants
echo "1..$(($# + 5))"

# G4-2: before the first turn each player looks once at slots 3 and 4. In
# tests/replays/golf4-table-3p.replay ana deals one card at a time from
# ben: ben's 3rd and 4th cards are cards 7 and 10 of the deck, AS and 4H.
$BIN replay tests/replays/golf4-table-3p.replay --as 2 >"$T/as" 2>"$T/out"
sed -n '/^== the deal/,/^round 1,/p' "$T/as" >"$T/deal"
grep -qx 'you looked at your slot 3: AS' "$T/deal" && grep -qx 'you looked at your slot 4: 4H' "$T/deal"
check 'golf4 G4-2: the deal tells ben its look at slots 3 and 4 (AS, 4H)' "$T/as"

# The same at the REPL (`play`): golf4 seed 7, the deal of tests/sh/repl_roundend.sh,
# where me (seat 1) is dealt 2D 10S / JS 5C and looks at JS and 5C (G4-2).
mkdir -p "$T/p"
printf 'quit\n' | XDG_STATE_HOME="$T/p" HOME="$T/p" $BIN play golf4 --seed 7 --players me,bot --rule holes=2 >"$T/play" 2>&1
sed -n '/^-- round 1:/,/^round 1,/p' "$T/play" >"$T/deal"
grep -qx 'you looked at your slot 3: JS' "$T/deal" && grep -qx 'you looked at your slot 4: 5C' "$T/deal"
check 'golf4 G4-2 at the REPL: the deal tells me its look (JS, 5C) before the first move' "$T/play"

# A person's own call is told as another seat's is, with what it starts
# (G4-4: everyone else has one more turn); a match ending in a tie names
# both seats: golf4 seed 11, me knocks at once with 5C 9D / 2D 6S = 5 + 9
# + 2 + 6 = 22, and the bot ends with QC KC / 2H 10C = 10 + 0 + 2 + 10 =
# 22 (G4-5). `hint` after the end says the game is over.
mkdir -p "$T/k"
printf 'knock\nhint\n' | XDG_STATE_HOME="$T/k" HOME="$T/k" $BIN play golf4 --seed 11 --players me,bot --rule holes=1 >"$T/knock" 2>&1
grep -qx 'you knocked: everyone else has one more turn' "$T/knock" &&
	grep -qx '  me (you), knocked: round score 22 (5 + 9 + 2 + 6), total 22' "$T/knock" &&
	grep -qx '  bot2: round score 22 (10 + 0 + 2 + 10), total 22' "$T/knock" &&
	grep -qx "game over. lowest total: me and bot2 (22). 'new' starts another game." "$T/knock" &&
	grep -qx "hint: the game is over; 'new' starts another" "$T/knock"
check 'golf4 G4-4: the person is told its own knock; a tie of 22 names me and bot2; hint after the end says so' "$T/knock"

# The same look in a later round: golf4-table-2holes.replay, hole 2.
# G-2: the deal of hole 2 is the file's second deck line; its dealer is the
# seat after hole 1's, and the look is again each seat's cards 3 and 4.
f=tests/replays/golf4-table-2holes.replay
$BIN replay "$f" --as 1 >"$T/as" 2>"$T/out"
n2=$(grep -c '^you looked at your slot [34]: ' "$T/as")
[ "$n2" -eq 4 ] && sed -n '/^-- round 2:/,$p' "$T/as" | grep -q '^you looked at your slot 3: '
check 'golf4 G4-2: each hole tells seat 1 its two looks (4 in two holes), the second at the deal of hole 2' "$T/as"

# G6-2: each player turns up two cards before play, `flip SLOT`; every seat
# is told the face as it turns. Two players, seat 1 deals: seat 2 gets the
# deck's cards 1 3 5 7 9 11 (slots 1-6), seat 1 cards 2 4 ... 12, card 13
# starts the discard pile. Seat 2 turns up slot 1 (AS) then slot 6 (KC).
cat >"$T/g6.replay" <<EOR
cardwright-replay 1
variant golf6
rule holes=1
players ana ben
round 1
deck AS 2S 3S 4S 5S 6S 7S 8S 9S 10S KC QS JS $(echo AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KS)
ben flip 1
ben flip 6
EOR
$BIN replay "$T/g6.replay" --as 2 >"$T/as2" 2>"$T/out" && $BIN replay "$T/g6.replay" --as 1 >"$T/as1" 2>>"$T/out"
grep -qx 'you turned up your slot 1: AS' "$T/as2" && grep -qx 'you turned up your slot 6: KC' "$T/as2" &&
	grep -qx 'ben turned up slot 1: AS' "$T/as1" && grep -qx 'ben turned up slot 6: KC' "$T/as1"
check 'golf6 G6-2: a start flip tells the flipper and the others the face (AS, then KC)' "$T/as2"

# Every variant: two recorded bot games, each seat's narration against
# the faces the core let it see.
for v in $variants; do
	p=3
	$BIN rules "$v" | grep -q '^players: 2 to 2' && p=2
	$BIN sim "$v" --games 2 --players $p --seed 5 --record "$T/$v" >/dev/null 2>"$T/out"
	: >"$T/untold"
	for g in "$T/$v"/game-*.replay; do
		for s in $(seq 1 $p); do
			$BIN replay "$g" --as $s >"$T/as" 2>>"$T/out" && $BIN replay "$g" --export-as $s >"$T/ex" 2>>"$T/out" &&
				perl tests/sh/lib/told.pl "$g" "$T/ex" "$T/as" >>"$T/untold" || echo "$g seat $s" >>"$T/untold"
		done
	done
	grep -v '^#' "$T/untold" | head -n 20 >"$T/out"
	[ ! -s "$T/out" ]
	result $? "$v: every card each seat saw is told at the step it saw it (2 games, $p seats)"
done
exit $fails
