#!/bin/sh
# The narration of every power of every power-Golf variant, in piped mode
# (no terminal): three people, ana, ben and cy, at one table, so the
# transcript holds each seat's view in turn. Each game is a hand-dealt
# deck (NOTATION: one card at a time from the seat after the dealer, the
# k-th card a seat gets into its slot k; then the up-card, then the stock)
# resumed with `play --resume`, and every action is chosen. The expected
# narration was written by hand from the rules: the acting seat is told
# what it saw; the touched seat what happened to its card, with the faces
# it knows; the third seat only places, no face (PW-13, PW-14).
#
# Every game deals the same layouts (ana deals, ben plays first, PW-3):
#   ben 4D 5D / AC 2H (knows AC 2H, slots 3 and 4, PW-6)
#   cy  6S 8S / 3H 10C (knows 3H 10C)
#   ana KS QH / 4C 5S (knows 4C 5S)
# (Dacz deals them as rows, 1 to 4, and each seat peeks two, DACZ-D3.)
# The transcript keeps the narration and the "X to play." lines (the
# tables and the legal lists are left out). A game resumed at its deal
# tells each seat the deal when it first sits down: the round's line and
# its own looks (PW-2), before anything else.
BIN=./cardwright
. tests/sh/lib/tap.sh
echo "1..7"

# deck CARD...: the cards given first, then every other card of the pack
# in suit then rank order, then the jokers not given (JOKERS of them).
deck() {
	out="$*" x=0
	for c in $out; do [ "$c" = X ] && x=$((x + 1)); done
	for s in C D H S; do
		for r in A 2 3 4 5 6 7 8 9 10 J Q K; do
			case " $out " in *" $r$s "*) ;; *) out="$out $r$s" ;; esac
		done
	done
	while [ "$x" -lt "${JOKERS:-0}" ]; do out="$out X"; x=$((x + 1)); done
	echo "$out"
}
# narrate VARIANT JOKERS 'CARDS' 'INPUT': the session's narration into $T/VARIANT.got
narrate() {
	v=$1
	mkdir -p "$T/$v"
	{ printf 'cardwright-replay 1\nvariant %s\nplayers ana ben cy\nround 1\n' "$v"
	  printf 'deck %s\n' "$(JOKERS=$2 deck $3)"; } >"$T/$v.replay"
	printf "$4" | XDG_STATE_HOME="$T/$v" HOME="$T/$v" $BIN play --resume "$T/$v.replay" >"$T/$v.out" 2>&1
	grep -v '^round [0-9]*, \|^  \|^legal: \|^the game so far is recorded\|^$\|: .* actions\? played, round' "$T/$v.out" |
		sed 's/ legal: .*//' >"$T/$v.got"
}
# golden VARIANT NAME: compares with $T/VARIANT.want
golden() {
	{ diff "$T/$1.want" "$T/$1.got" && ! grep -q 'not legal\|unknown action\|bad argument' "$T/$1.out"; } >"$T/out" 2>&1
	result $? "$2"
}
W='pass\npass\npass\n'	# a reaction window: the three seats pass (PW-16)

# Every game ends with three plain turns: draw from the stock, discard the
# card drawn. Their narration, in the seats' order of play from FIRST, is
# the same in every game but for the cards: each seat's view shows the
# turn, then whose turn follows (a discard is face up: every seat sees it).
next_seat() { case $1 in ana) echo ben ;; ben) echo cy ;; cy) echo ana ;; esac; }
# plain_turns FIRST CARD1 CARD2 CARD3: turns ended at the end-of-turn
# point with `pass` (CABO-T4, PW-15; Pablo and Dacz alike).
plain_turns() {
	a=$1 i=0; shift
	for c in "$@"; do
		i=$((i + 1))
		b=$(next_seat "$a")
		printf '%s drew a card from the stock\n%s discarded %s\n%s passed%s\n' "$a" "$a" "$c" "$a" "${CALL:+: no $CALL}"
		if [ "$i" = "$#" ]; then echo "$b to play."; break; fi
		eval "next=\${$((i + 1))}"	# the card b draws: told to b alone
		printf '%s to play.\nyou drew %s from the stock\n%s to play.\n%s to play.\n' "$b" "$next" "$b" "$b"
		printf '%s drew a card from the stock\n%s discarded %s\n%s passed%s\n' "$a" "$a" "$c" "$a" "${CALL:+: no $CALL}"
		a=$b
	done
}
# window_turns FIRST CARD1 CARD2 CARD3: each discard opens a reaction
# window that the two other seats pass, from the seat after the actor
# (PW-16), then the actor passes at the end-of-turn point (CUM-T5, CAC-T5).
window_turns() {
	a=$1 i=0; shift
	for c in "$@"; do
		i=$((i + 1))
		b=$(next_seat "$a") d=$(next_seat "$(next_seat "$a")")
		printf '%s drew a card from the stock\n%s discarded %s\n' "$a" "$a" "$c"
		printf "%s to answer, in %s's turn.\n" "$b" "$a"
		printf '%s drew a card from the stock\n%s discarded %s\n' "$a" "$a" "$c"
		printf '%s passed\n' "$b"
		printf "%s to answer, in %s's turn.\n" "$d" "$a"
		printf '%s passed\n%s passed\n%s to play.\n%s to play.\n' "$b" "$d" "$a" "$a"
		printf '%s passed\n%s passed\n%s passed: no %s\n%s to play.\n' "$d" "$a" "$a" "$CALL" "$b"
		if [ "$i" = "$#" ]; then break; fi
		eval "next=\${$((i + 1))}"	# the card b draws: told to b alone
		printf 'you drew %s from the stock\n%s to play.\n%s passed\n%s passed: no %s\n' "$next" "$b" "$a" "$a" "$CALL"
		a=$b
	done
}

# Cabo: the up-card 6H, then the stock 9H 7C JD 2C 3C 3D. ben draws 9H and
# looks at cy's slot 1 (CABO-P2: 6S); cy draws 7C and looks at its own
# slot 1 (CABO-P1: 6S); ana draws JD and exchanges ben's slot 3 (AC, known
# to ben) with cy's slot 1 (6S, known to ben and cy) (CABO-P3: nobody
# looks, knowledge travels); then three plain turns. Each turn ends at
# the end-of-turn point with `pass` (CABO-T4, PW-15).
narrate cabo 0 '4D 6S KS 5D 8S QH AC 3H 4C 2H 10C 5S 6H 9H 7C JD 2C 3C 3D' \
	'draw stock\npower peek 3.1\npass\ndraw stock\npower peek 1\npass\ndraw stock\npower swap 2.3 3.1\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\n'
cat >"$T/cabo.want" <<'EOF2'
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: AC
you looked at your slot 4: 2H
ben to play.
you drew 9H from the stock
ben to play.
you looked at cy's slot 1: 6S
ben to play.
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 3H
you looked at your slot 4: 10C
ben drew a card from the stock
ben looked at your slot 1
ben played 9H, the card drawn, onto the discard pile
ben passed: no cabo
cy to play.
you drew 7C from the stock
cy to play.
you looked at your slot 1: 6S
cy to play.
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 4C
you looked at your slot 4: 5S
ben drew a card from the stock
ben looked at cy's slot 1
ben played 9H, the card drawn, onto the discard pile
ben passed: no cabo
cy drew a card from the stock
cy looked at their slot 1
cy played 7C, the card drawn, onto the discard pile
cy passed: no cabo
ana to play.
you drew JD from the stock
ana to play.
you swapped ben's slot 3 with cy's slot 1
ana to play.
cy drew a card from the stock
cy looked at their slot 1
cy played 7C, the card drawn, onto the discard pile
cy passed: no cabo
ana drew a card from the stock
ana swapped your slot 3 (AC) with cy's slot 1 (6S)
ana played JD, the card drawn, onto the discard pile
ana passed: no cabo
ben to play.
you drew 2C from the stock
ben to play.
ben to play.
ana drew a card from the stock
ana swapped ben's slot 3 with your slot 1 (6S)
ana played JD, the card drawn, onto the discard pile
ana passed: no cabo
EOF2
CALL=cabo plain_turns ben 2C 3C 3D >>"$T/cabo.want"
golden cabo "cabo: peek another's card (CABO-P2), peek one's own (CABO-P1), exchange any two (CABO-P3), told to each seat"

# Cambio (two jokers): the up-card 6H, then QD JC KD X 2C 3C 3D. ben draws
# QD and looks at cy's slot 1 (CAM-P2); cy draws JC and looks at its slot 1
# (CAM-P1); ana draws KD and exchanges its slot 3 (4C) with ben's slot 3
# (AC) (CAM-P3); ben draws X and shuffles cy's layout (CAM-P4: afterwards
# nobody knows its cards). No call in Cambio (CAM-T2), so a turn ends with
# its discard. A peek that ends the turn is told to its seat at once.
narrate cambio 2 '4D 6S KS 5D 8S QH AC 3H 4C 2H 10C 5S 6H QD JC KD X 2C 3C 3D' \
	'draw stock\npower peek 3.1\ndraw stock\npower peek 1\ndraw stock\npower swap 3 2.3\ndraw stock\npower shuffle 3\ndraw stock\ndiscard\ndraw stock\ndiscard\ndraw stock\ndiscard\n'
cat >"$T/cambio.want" <<'EOF2'
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: AC
you looked at your slot 4: 2H
ben to play.
you drew QD from the stock
ben to play.
you looked at cy's slot 1: 6S
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 3H
you looked at your slot 4: 10C
ben drew a card from the stock
ben looked at your slot 1
ben played QD, the card drawn, onto the discard pile
cy to play.
you drew JC from the stock
cy to play.
you looked at your slot 1: 6S
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 4C
you looked at your slot 4: 5S
ben drew a card from the stock
ben looked at cy's slot 1
ben played QD, the card drawn, onto the discard pile
cy drew a card from the stock
cy looked at their slot 1
cy played JC, the card drawn, onto the discard pile
ana to play.
you drew KD from the stock
ana to play.
cy drew a card from the stock
cy looked at their slot 1
cy played JC, the card drawn, onto the discard pile
ana drew a card from the stock
ana swapped their slot 3 with your slot 3 (AC)
ana played KD, the card drawn, onto the discard pile
ben to play.
you drew X from the stock
ben to play.
ana drew a card from the stock
ana swapped their slot 3 with ben's slot 3
ana played KD, the card drawn, onto the discard pile
ben drew a card from the stock
ben shuffled your layout: nobody knows its cards now
ben played X, the card drawn, onto the discard pile
cy to play.
you drew 2C from the stock
cy to play.
you swapped your slot 3 (4C) with ben's slot 3
ben drew a card from the stock
ben shuffled cy's layout: nobody knows its cards now
ben played X, the card drawn, onto the discard pile
cy drew a card from the stock
cy discarded 2C
ana to play.
you drew 3C from the stock
ana to play.
you shuffled cy's layout: nobody knows its cards now
cy drew a card from the stock
cy discarded 2C
ana drew a card from the stock
ana discarded 3C
ben to play.
you drew 3D from the stock
ben to play.
ana drew a card from the stock
ana discarded 3C
ben drew a card from the stock
ben discarded 3D
cy to play.
EOF2
golden cambio "cambio: peek own (CAM-P1), peek another's (CAM-P2), blind exchange (CAM-P3), shuffle (CAM-P4), told to each seat"

# Pablo (two jokers): the up-card 6H, then 7D 8C 8D 2C 3C 3D. ben draws 7D:
# `power trade 3.1` shows ben cy's slot 1 (6S), `give 3` exchanges it with
# ben's slot 3 (AC) (PAB-P1: ben knows both, cy neither); cy draws 8C and
# looks at ben's slot 4 (PAB-P2: 2H); ana draws 8D and looks at its own
# slot 1 (KS). Turns end with `pass` (PAB-T4).
narrate pablo 2 '4D 6S KS 5D 8S QH AC 3H 4C 2H 10C 5S 6H 7D 8C 8D 2C 3C 3D' \
	'draw stock\npower trade 3.1\ngive 3\npass\ndraw stock\npower peek 2.4\npass\ndraw stock\npower peek 1\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\n'
cat >"$T/pablo.want" <<'EOF2'
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: AC
you looked at your slot 4: 2H
ben to play.
you drew 7D from the stock
ben to play.
you looked at cy's slot 1: 6S
ben to play.
you swapped your slot 3 (AC) with cy's slot 1 (6S)
ben to play.
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 3H
you looked at your slot 4: 10C
ben drew a card from the stock
ben looked at your slot 1
ben swapped their slot 3 with your slot 1
ben played 7D, the card drawn, onto the discard pile
ben passed: no pablo
cy to play.
you drew 8C from the stock
cy to play.
you looked at ben's slot 4: 2H
cy to play.
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 4C
you looked at your slot 4: 5S
ben drew a card from the stock
ben looked at cy's slot 1
ben swapped their slot 3 with cy's slot 1
ben played 7D, the card drawn, onto the discard pile
ben passed: no pablo
cy drew a card from the stock
cy looked at ben's slot 4
cy played 8C, the card drawn, onto the discard pile
cy passed: no pablo
ana to play.
you drew 8D from the stock
ana to play.
you looked at your slot 1: KS
ana to play.
cy drew a card from the stock
cy looked at your slot 4
cy played 8C, the card drawn, onto the discard pile
cy passed: no pablo
ana drew a card from the stock
ana looked at their slot 1
ana played 8D, the card drawn, onto the discard pile
ana passed: no pablo
ben to play.
you drew 2C from the stock
ben to play.
ben to play.
ana drew a card from the stock
ana looked at their slot 1
ana played 8D, the card drawn, onto the discard pile
ana passed: no pablo
EOF2
CALL=pablo plain_turns ben 2C 3C 3D >>"$T/pablo.want"
golden pablo "pablo: trade with a look then give (PAB-P1), look at any card (PAB-P2), told to each seat"

# Cumbia: the up-card 6H, then 6D 4H 10D JC 2C 3C 3D. ben draws 6D and
# looks at cy's slot 2 (CUM-P2: 8S); cy draws 4H and looks at its slot 1
# (CUM-P1: 6S); ana draws 10D and exchanges ben's slot 3 (AC) with cy's
# slot 1 (6S) (CUM-P3); ben draws JC, spies its slot 4 (2H) and ana's slot
# 1 (KS) and switches them (CUM-P4). Every discard opens a match window
# asking cy, ana, ben in turn after the discarder (CUM-M2, PW-16), where
# each passes, seen by all; a seat asked in another's turn is told so
# ("cy to answer, in ben's turn."); then the end-of-turn point (CUM-T5).
narrate cumbia 0 '4D 6S KS 5D 8S QH AC 3H 4C 2H 10C 5S 6H 6D 4H 10D JC 2C 3C 3D' \
	"draw stock\npower peek 3.2\n${W}pass\ndraw stock\npower peek 1\n${W}pass\ndraw stock\npower swap 2.3 3.1\n${W}pass\ndraw stock\npower spy 4 1.1\nswitch\n${W}pass\ndraw stock\ndiscard\n${W}pass\ndraw stock\ndiscard\n${W}pass\ndraw stock\ndiscard\n${W}pass\n"
cat >"$T/cumbia.want" <<'EOF2'
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: AC
you looked at your slot 4: 2H
ben to play.
you drew 6D from the stock
ben to play.
you looked at cy's slot 2: 8S
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 3H
you looked at your slot 4: 10C
ben drew a card from the stock
ben looked at your slot 2
ben played 6D, the card drawn, onto the discard pile
cy to answer, in ben's turn.
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 4C
you looked at your slot 4: 5S
ben drew a card from the stock
ben looked at cy's slot 2
ben played 6D, the card drawn, onto the discard pile
cy passed
ana to answer, in ben's turn.
cy passed
ana passed
ben to play.
ben to play.
ana passed
ben passed
ben passed: no cumbia
cy to play.
you drew 4H from the stock
cy to play.
you looked at your slot 1: 6S
ben passed
ben passed: no cumbia
cy drew a card from the stock
cy looked at their slot 1
cy played 4H, the card drawn, onto the discard pile
ana to answer, in cy's turn.
cy drew a card from the stock
cy looked at their slot 1
cy played 4H, the card drawn, onto the discard pile
ana passed
ben to answer, in cy's turn.
ana passed
ben passed
cy to play.
cy to play.
ben passed
cy passed
cy passed: no cumbia
ana to play.
you drew 10D from the stock
ana to play.
cy passed
cy passed: no cumbia
ana drew a card from the stock
ana swapped your slot 3 (AC) with cy's slot 1
ana played 10D, the card drawn, onto the discard pile
ben to answer, in ana's turn.
ana drew a card from the stock
ana swapped ben's slot 3 with your slot 1 (6S)
ana played 10D, the card drawn, onto the discard pile
ben passed
cy to answer, in ana's turn.
you swapped ben's slot 3 with cy's slot 1
ben passed
cy passed
ana to play.
ana to play.
cy passed
ana passed
ana passed: no cumbia
ben to play.
you drew JC from the stock
ben to play.
you looked at your slot 4: 2H
you looked at ana's slot 1: KS
ben to play.
ana passed
ana passed: no cumbia
ben drew a card from the stock
ben looked at their slot 4
ben looked at ana's slot 1
ben swapped their slot 4 with ana's slot 1
ben played JC, the card drawn, onto the discard pile
cy to answer, in ben's turn.
ben drew a card from the stock
ben looked at their slot 4
ben looked at your slot 1
ben swapped their slot 4 with your slot 1
ben played JC, the card drawn, onto the discard pile
cy passed
ana to answer, in ben's turn.
you swapped your slot 4 (2H) with ana's slot 1 (KS)
cy passed
ana passed
ben to play.
ben to play.
ana passed
ben passed
ben passed: no cumbia
cy to play.
you drew 2C from the stock
cy to play.
ben passed
ben passed: no cumbia
EOF2
CALL=cumbia window_turns cy 2C 3C 3D >>"$T/cumbia.want"
golden cumbia "cumbia: peek own (CUM-P1), peek another's (CUM-P2), exchange any two (CUM-P3), spy and switch (CUM-P4), told to each seat"

# Cactus: no up-card (CAC-D2); the stock 9H 7C QD 8H 2C 3C 3D. ben draws
# 9H and looks at cy's slot 1 (CAC-P2); cy draws 7C and looks at its slot 1
# (CAC-P1); ana draws QD and exchanges its slot 3 (4C) with ben's slot 3
# (AC) (CAC-P3); ben draws 8H and discards it unused, so cy may take it
# from the discard pile for its power (CAC-P4): cy looks at its slot 2 (8S)
# and the 8H returns to the pile. Snap windows as Cumbia's match windows
# (CAC-M1, CAC-M2), then the end-of-turn point (CAC-T5).
narrate cactus 0 '4D 6S KS 5D 8S QH AC 3H 4C 2H 10C 5S 9H 7C QD 8H 2C 3C 3D' \
	"draw stock\npower peek 3.1\n${W}pass\ndraw stock\npower peek 1\n${W}pass\ndraw stock\npower swap 3 2.3\n${W}pass\ndraw stock\ndiscard\n${W}pass\ndraw discard\npower peek 2\n${W}pass\ndraw stock\ndiscard\n${W}pass\ndraw stock\ndiscard\n${W}pass\ndraw stock\ndiscard\n${W}pass\n"
cat >"$T/cactus.want" <<'EOF2'
-- round 1: ana deals
you looked at your slot 3: AC
you looked at your slot 4: 2H
ben to play.
you drew 9H from the stock
ben to play.
you looked at cy's slot 1: 6S
-- round 1: ana deals
you looked at your slot 3: 3H
you looked at your slot 4: 10C
ben drew a card from the stock
ben looked at your slot 1
ben played 9H, the card drawn, onto the discard pile
cy to answer, in ben's turn.
-- round 1: ana deals
you looked at your slot 3: 4C
you looked at your slot 4: 5S
ben drew a card from the stock
ben looked at cy's slot 1
ben played 9H, the card drawn, onto the discard pile
cy passed
ana to answer, in ben's turn.
cy passed
ana passed
ben to play.
ben to play.
ana passed
ben passed
ben passed: no cactus
cy to play.
you drew 7C from the stock
cy to play.
you looked at your slot 1: 6S
ben passed
ben passed: no cactus
cy drew a card from the stock
cy looked at their slot 1
cy played 7C, the card drawn, onto the discard pile
ana to answer, in cy's turn.
cy drew a card from the stock
cy looked at their slot 1
cy played 7C, the card drawn, onto the discard pile
ana passed
ben to answer, in cy's turn.
ana passed
ben passed
cy to play.
cy to play.
ben passed
cy passed
cy passed: no cactus
ana to play.
you drew QD from the stock
ana to play.
cy passed
cy passed: no cactus
ana drew a card from the stock
ana swapped their slot 3 with your slot 3 (AC)
ana played QD, the card drawn, onto the discard pile
ben to answer, in ana's turn.
ana drew a card from the stock
ana swapped their slot 3 with ben's slot 3
ana played QD, the card drawn, onto the discard pile
ben passed
cy to answer, in ana's turn.
you swapped your slot 3 (4C) with ben's slot 3
ben passed
cy passed
ana to play.
ana to play.
cy passed
ana passed
ana passed: no cactus
ben to play.
you drew 8H from the stock
ben to play.
ana passed
ana passed: no cactus
ben drew a card from the stock
ben discarded 8H
cy to answer, in ben's turn.
ben drew a card from the stock
ben discarded 8H
cy passed
ana to answer, in ben's turn.
cy passed
ana passed
ben to play.
ben to play.
ana passed
ben passed
ben passed: no cactus
cy to play.
you took 8H from the discard pile
cy to play.
you looked at your slot 2: 8S
ben passed
ben passed: no cactus
cy took 8H from the discard pile
cy looked at their slot 2
cy played 8H, the card taken from the discard pile, back onto it
ana to answer, in cy's turn.
cy took 8H from the discard pile
cy looked at their slot 2
cy played 8H, the card taken from the discard pile, back onto it
ana passed
ben to answer, in cy's turn.
ana passed
ben passed
cy to play.
cy to play.
ben passed
cy passed
cy passed: no cactus
ana to play.
you drew 2C from the stock
ana to play.
cy passed
cy passed: no cactus
EOF2
CALL=cactus window_turns ana 2C 3C 3D >>"$T/cactus.want"
golden cactus "cactus: peek own (CAC-P1), peek another's (CAC-P2), exchange (CAC-P3), the discard power (CAC-P4), told to each seat"

# Dacz: rows (DACZ-D2); each seat peeks two of its cards (DACZ-D3: ben 1
# and 2, 4D 5D; cy 1 and 2, 6S 8S; ana 3 and 4, 4C 5S); the up-card 6H,
# then QD JC QC 2C 3C 3D. ben draws QD and looks at cy's slot 4 (DACZ-P2:
# 10C); cy draws JC and exchanges ana's slot 1 (KS) with ben's slot 1 (4D,
# known to ben) (DACZ-P1); ana draws QC and looks at its slot 1, now 4D.
# Turns end with `pass` (DACZ-T3).
narrate dacz 0 '4D 6S KS 5D 8S QH AC 3H 4C 2H 10C 5S 6H QD JC QC 2C 3C 3D' \
	'peek 1\npeek 2\npeek 1\npeek 2\npeek 3\npeek 4\ndraw stock\npower peek 3.4\npass\ndraw stock\npower swap 1.1 2.1\npass\ndraw stock\npower peek 1\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\n'
cat >"$T/dacz.want" <<'EOF2'
-- round 1: ana deals; 6H starts the discard pile
ben to play.
you looked at your slot 1: 4D
ben to play.
you looked at your slot 2: 5D
-- round 1: ana deals; 6H starts the discard pile
ben looked at their slot 1
ben looked at their slot 2
cy to play.
you looked at your slot 1: 6S
cy to play.
you looked at your slot 2: 8S
-- round 1: ana deals; 6H starts the discard pile
ben looked at their slot 1
ben looked at their slot 2
cy looked at their slot 1
cy looked at their slot 2
ana to play.
you looked at your slot 3: 4C
ana to play.
you looked at your slot 4: 5S
cy looked at their slot 1
cy looked at their slot 2
ana looked at their slot 3
ana looked at their slot 4
ben to play.
you drew QD from the stock
ben to play.
you looked at cy's slot 4: 10C
ben to play.
ana looked at their slot 3
ana looked at their slot 4
ben drew a card from the stock
ben looked at your slot 4
ben played QD, the card drawn, onto the discard pile
ben passed: no dacz
cy to play.
you drew JC from the stock
cy to play.
you swapped ana's slot 1 with ben's slot 1
cy to play.
ben drew a card from the stock
ben looked at cy's slot 4
ben played QD, the card drawn, onto the discard pile
ben passed: no dacz
cy drew a card from the stock
cy swapped your slot 1 with ben's slot 1
cy played JC, the card drawn, onto the discard pile
cy passed: no dacz
ana to play.
you drew QC from the stock
ana to play.
you looked at your slot 1: 4D
ana to play.
cy drew a card from the stock
cy swapped ana's slot 1 with your slot 1 (4D)
cy played JC, the card drawn, onto the discard pile
cy passed: no dacz
ana drew a card from the stock
ana looked at their slot 1
ana played QC, the card drawn, onto the discard pile
ana passed: no dacz
ben to play.
you drew 2C from the stock
ben to play.
ben to play.
ana drew a card from the stock
ana looked at their slot 1
ana played QC, the card drawn, onto the discard pile
ana passed: no dacz
EOF2
CALL=dacz plain_turns ben 2C 3C 3D >>"$T/dacz.want"
golden dacz "dacz: the opening peeks (DACZ-D3), look at any card (DACZ-P2), exchange any two (DACZ-P1), told to each seat"
# Cabo's matching (CABO-M), told to each seat: the stock 9H 7C 4S 2C 3C 3D.
# ben draws 9H and names cy's slot 3: 3H is no 9, so it is shown to all and
# goes back face down (CABO-M2, CABO-M5), told as a match tried, and ben is
# told why (the variant's words) before he takes a penalty card from
# the stock (7C, seen by nobody) into slot 5 (PW-5); 9H goes to the pile
# (CABO-M6). cy draws 4S and names ben's slot 1: 4D matches (CABO-M2) and
# goes to the pile (CABO-M3); cy pays with `give 2`, its 8S face down into
# ben's slot 1 (CABO-M4); then 4S goes to the pile.
mv "$T/cabo.got" "$T/cabo-powers.got"
narrate cabo 0 '4D 6S KS 5D 8S QH AC 3H 4C 2H 10C 5S 6H 9H 7C 4S 2C 3C 3D' \
	'draw stock\nmatch 3.3\npass\ndraw stock\nmatch 2.1\ngive 2\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\ndraw stock\ndiscard\npass\n'
cat >"$T/cabo.want" <<'EOF2'
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: AC
you looked at your slot 4: 2H
ben to play.
you drew 9H from the stock
ben to play.
you tried a match with cy's slot 3: 3H, and it goes back face down
ben (you): a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)
you got a card from the stock in your slot 5
the card you drew, 9H, goes on the discard pile
ben to play.
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 3H
you looked at your slot 4: 10C
ben drew a card from the stock
ben tried a match with your slot 3: 3H, and it goes back face down
ben: a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)
ben got a card from the stock in their slot 5
ben played 9H, the card drawn, onto the discard pile
ben passed: no cabo
cy to play.
you drew 4S from the stock
cy to play.
you matched 4D from ben's slot 1: it goes on the discard pile
cy to play.
you moved your slot 2 to ben's slot 1
cy to play.
-- round 1: ana deals; 6H starts the discard pile
you looked at your slot 3: 4C
you looked at your slot 4: 5S
ben drew a card from the stock
ben tried a match with cy's slot 3: 3H, and it goes back face down
ben: a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)
ben got a card from the stock in their slot 5
ben played 9H, the card drawn, onto the discard pile
ben passed: no cabo
cy drew a card from the stock
cy matched 4D from ben's slot 1: it goes on the discard pile
cy moved their slot 2 to ben's slot 1
cy played 4S, the card drawn, onto the discard pile
cy passed: no cabo
ana to play.
you drew 2C from the stock
ana to play.
ana to play.
cy drew a card from the stock
cy matched 4D from your slot 1: it goes on the discard pile
cy moved their slot 2 to your slot 1
cy played 4S, the card drawn, onto the discard pile
cy passed: no cabo
EOF2
CALL=cabo plain_turns ana 2C 3C 3D >>"$T/cabo.want"
golden cabo "cabo: a missed match (shown, back down, a penalty card) and a hit paid with give (CABO-M2 to CABO-M6), told to each seat"
exit $fails
