#!/bin/sh
# Why an action typed at the table is not legal, and another seat's card
# typed by its player's name (guide.md, "legal"). Each game is a
# hand-dealt deck (NOTATION: one card at a time from the seat after the
# dealer, the k-th card a seat gets into its slot k; then the up-card,
# then the stock) resumed with `play --resume`: ana deals, ben plays first
# (PW-3), so ben holds AC 2C 3C 4C in slots 1 to 4 and ana AD 2D 3D 4D;
# 5H starts the discard pile and ben draws the card after it.
BIN=./cardwright
. tests/sh/lib/tap.sh
echo "1..11"

# deck CARD...: the cards given first, then every other card of the pack
# in suit then rank order.
deck() {
	out="$*"
	for s in C D H S; do
		for r in A 2 3 4 5 6 7 8 9 10 J Q K; do
			case " $out " in *" $r$s "*) ;; *) out="$out $r$s" ;; esac
		done
	done
	echo "$out"
}
# table VARIANT DRAWN 'INPUT' [RULE]: ben draws DRAWN and types INPUT
table() {
	{ printf 'cardwright-replay 1\nvariant %s\n' "$1"
	  [ -n "$4" ] && printf 'rule %s\n' "$4"
	  printf 'players ana ben\nround 1\ndeck %s\n' "$(deck AC AD 2C 2D 3C 3D 4C 4D 5H "$2")"; } >"$T/g.replay"
	printf "draw stock\n$3" | HOME="$T/h" XDG_STATE_HOME="$T/s" $BIN play --resume "$T/g.replay" >"$T/all" 2>&1
	grep "not legal\|you looked at\|you swapped" "$T/all" | sed 's/\. legal: .*//' >"$T/out"
}

# CABO-P2: a nine looks at a card of another player only
table cabo 9S 'power peek 1\npower peek ana.2\n'
grep -qx "'power peek 1' is not legal now: 'power peek' does not take your own card now" "$T/out"
result $? "cabo, a nine (CABO-P2): your own card is refused with the reason"
grep -qx "you looked at ana's slot 2: 2D" "$T/out" && grep -q '^2 power peek 1\.2$' "$T/g.replay"
result $? "cabo: 'power peek ana.2' is ana's slot 2 (2D), recorded as 1.2"

# CABO-P3: any two different occupied slots
table cabo QS 'power swap 1 1\nswap 7\npower swap ben.1 ana.4\n'
grep -qx "'power swap 1 1' is not legal now: it names your slot 1 twice, expected two different cards" "$T/out"
result $? "cabo, a queen (CABO-P3): one card named twice is refused with the reason"
grep -qx "'swap 7' is not legal now: your layout has no slot 7 (slots 1 to 4)" "$T/out"
result $? "cabo: a slot past the layout names the layout's slots"
grep -qx "you swapped your slot 1 with ana's slot 4" "$T/out"
result $? "cabo: 'power swap ben.1 ana.4' by names"
# after the power the turn is at its end-of-turn point (CABO-T4): no swap
table cabo QS 'power swap 1 1.1\nswap 2\n'
grep -qx "'swap 2' is not legal now: no 'swap' is legal at this point ('swap' does this: put the drawn card face down into SLOT, unseen; the old card goes face up on the discards (PW-10))" "$T/out"
result $? "cabo: a verb with no choice at this point says so, and what the rules say of it"

# CABO-P3's alternative swap_same_layout=no: two layouts
table cabo QS 'power swap ana.1 ana.2\n' swap_same_layout=no
grep -qx "'power swap 1.1 1.2' is not legal now: 'power swap' does not take two cards of one layout now" "$T/out"
result $? "cabo swap_same_layout=no: two cards of one layout refused with the reason"

# a name that is no player's is refused as nobody's, naming the players;
# a recorded line never holds a name
table golf4 9S 'swap cy.1\nswap 2\n'
grep -q "no player 'cy' in 'cy.1': the players are " "$T/all" && grep -q '^2 swap 2$' "$T/g.replay" && ! grep -q 'ben\.\|ana\.' "$T/g.replay"
result $? "golf4: cy.1 with no cy is refused; the recording writes numbers"

# CABO-M1: match names different occupied slots; an open verb (the
# variant judges its arguments) says why too, not "for seat 2"
table cabo 9S 'match 1 1\nmatch 5\npower peek ana.0\n'
grep -qx "'match 1 1' is not legal now: it names your slot 1 twice, expected two different cards" "$T/out" &&
	grep -qx "'match 5' is not legal now: your layout has no slot 5 (slots 1 to 4)" "$T/out"
result $? "cabo match (an open verb): the slot's reason, not 'for seat 2'"
grep -q "^bad argument 'ana.0'" "$T/all"
result $? "an error quotes the words typed (ana.0), not the seat's number"

# a name with a dot: NAME.SLOT splits at the last dot
{ printf 'cardwright-replay 1\nvariant cabo\nplayers a.b ben\nround 1\n'
  printf 'deck %s\n' "$(deck AC AD 2C 2D 3C 3D 4C 4D 5H 9S)"; } >"$T/g.replay"
printf 'draw stock\npower peek a.b.2\n' | HOME="$T/h" XDG_STATE_HOME="$T/s" $BIN play --resume "$T/g.replay" >"$T/out" 2>&1
grep -qx "you looked at a.b's slot 2: 2D" "$T/out"
result $? "a player named a.b: 'power peek a.b.2' is a.b's slot 2"
exit $((fails > 0))
