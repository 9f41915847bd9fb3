#!/bin/sh
# Why a rummy hand ended is told to every seat, just before the hand's end
# block: the seat whose table reached the winning count (DES-P5), nobody
# left in the deal (DES-P15), or a draw due from an empty stock (DES-P14).
# The files are golden recordings; each hand's reason is read off its
# lines by hand (below). Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
echo "1..26"

# tests/hostile/round12/hand_positions.replay, hand 1: bot3's table is
# 10S JS QS, AD AH AS (lines 18-19), 6C 7C 8C (line 32) and KS laid off
# at line 40: 3 + 3 + 3 + 1 = 10 cards, so it wins at once (DES-P5), and
# the file's result (line 41) gives bot3 the pot.
F=tests/hostile/round12/hand_positions.replay
$BIN replay "$F" --as bot1 >"$T/out" 2>&1 &&
	grep -A1 '^bot3 laid off KS on their meld 1$' "$T/out" | tail -n 1 | grep -qx 'bot3 has 10 cards on the table and wins the hand' &&
	grep -A1 'bot3 has 10 cards' "$T/out" | tail -n 1 | grep -qx -- '-- end of hand 1'
result $? "DES-P5: the seat that lays its tenth card is told the winner, before the hand's end"
# the same told to the winner itself
$BIN replay "$F" --as bot3 >"$T/out" 2>&1 && grep -qx 'you have 10 cards on the table and win the hand' "$T/out"
result $? "DES-P5: the winner is told it won"

# tests/replays/desmoche-random-2rounds.replay, hand 1: seat 1 folds
# (line 15), then seat 2 (line 16): no active seat is left (DES-P15).
$BIN replay tests/replays/desmoche-random-2rounds.replay --reveal >"$T/out" 2>&1 &&
	grep -A2 '^random2 folded for the hand$' "$T/out" | sed -n 2p | grep -qx 'nobody is left in the deal: the hand ends with no winner'
result $? "DES-P15: both seats folded, the hand ends with no winner"

# tests/replays/desmoche-online-random-2rounds.replay: fold = off and
# hand 1's result (line 604) takes the stake from both seats, so nobody
# won: the only way left is a draw due from a stock that is empty and
# cannot be rebuilt (DES-P14, recycle_limit 3).
$BIN replay tests/replays/desmoche-online-random-2rounds.replay --as random1 >"$T/out" 2>&1 &&
	grep -B1 -- '^-- end of hand 1$' "$T/out" | head -n 1 | grep -qx 'the stock is empty: the hand ends with no winner'
result $? "DES-P14: a draw from an empty stock ends the hand with no winner"

# Why a move is left out, told with its refusal: the turn kit's own rules
# and a variant's reason (g:why_not).
# CUM-T2: cy's match puts 7H on the pile (line 15); ben's draw of it
# (line 18) is refused as the kit's rule says, naming the card.
F=tests/hostile/round28/cumbia_draw_power_top.replay
$BIN replay $F >"$T/out" 2>&1
[ $? = 1 ] && grep -qF "$F:18: illegal action 'draw discard' for seat 2 (ben): 'draw discard' is not legal now for seat 2: the discard pile's top card, 7H, is of a rank that may not be drawn from the pile (CUM-T2); legal for seat 2 (ben): draw stock" "$T/out"
result $? "CUM-T2: a draw of a power rank from the pile is refused naming the card and the rule"
# House rule 3 (no knock before the third turn, tests/scripts): a knock
# at the first turn says from which turn it is allowed.
printf 'knock\nquit\n' | CARDWRIGHT_PATH=tests/scripts $BIN play golf4_knock_third --players me,bot --seed 5 >"$T/out" 2>&1
grep -qx "'knock' is not legal now: a call is allowed from a seat's turn 3 of the round on; this is your turn 1. legal: draw stock, draw discard" "$T/out"
result $? "house rule 3: a knock at the first turn says from which turn a call is allowed"
# PW-15 call_first_turn = no: cabo before the first draw
printf 'cabo\nquit\n' | $BIN play cabo --players me,bot --seed 5 --rule call_first_turn=no >"$T/out" 2>&1
grep -qx "'cabo' is not legal now: no call in a seat's first turn of the round (PW-15). legal: draw stock, draw discard" "$T/out"
result $? "PW-15 call_first_turn=no: cabo at the first turn is refused with the rule"
# A house rule's own reason (g:why_not): seed 9, bot2 discards 7C before
# me's first turn; the rule keeps a 7 on the pile, and says so, its escape
# shown escaped.
printf 'draw discard\nquit\n' | CARDWRIGHT_PATH=tests/scripts $BIN play golf4_no_seven_draw --players me,bot --seed 9 >"$T/out" 2>&1
grep -q '^bot2 swapped it into slot 2, discarding 7C$' "$T/out" &&
	grep -qxF "'draw discard' is not legal now: the 7 on the pile may not be drawn (this house rule)\\x1b[31m. legal: draw stock, knock" "$T/out"
result $? "g:why_not: a house rule's reason is told with the refusal, escaped"
# DES-P4: seed 1 deals me AH 7D 7C 5D JD 3S QS 7H 6S; the Cambio gives
# QS and brings AS; me draws 10H, which makes no meld with that hand, so
# it may only be declined, and a hand card may not be paid before it is
# placed or declined.
printf 'cambio QS\ndraw\ndiscard 7D\nquit\n' | $BIN play desmoche --players me,bot --seed 1 >"$T/out" 2>&1
grep -qx 'you drew 10H from the stock' "$T/out" &&
	grep -qx "'discard 7D' is not legal now: a card from your hand is paid only once the loose card is placed; decline it (discard it) or place it first (DES-P4). legal: meld 7C 7D 7H, discard 10H" "$T/out"
result $? "DES-P4: a hand card paid before the loose card is placed or declined is refused with the rule"
# PW-13: a power is used only on the power card just drawn. Before any
# draw no 'power peek' is legal, and the refusal quotes what the rules
# say of it (the action's doc, as `help power` shows it).
printf 'power peek 1\nquit\n' | $BIN play cabo --players me,bot --seed 3 >"$T/out" 2>&1
grep -qxF "'power peek 1' is not legal now: no 'power peek' is legal at this point ('power peek' does this: use the drawn power card: look at one card, alone (PW-13, PW-14); \`peek T\` is accepted). legal: draw stock, draw discard, cabo" "$T/out"
result $? "PW-13: a power before the draw is refused with what the rules say of it"
# DES-B9: an open bet is 0 to bet_max (10 by default) and no more than
# the seat's stack allows (stack 4, total 0 at the first hand: 4).
printf 'bet 11\nquit\n' | $BIN play desmoche --players me,bot --seed 3 --rule betting=open >"$T/out" 2>&1
grep -qx "'bet 11' is not legal now: a bet is 0 to 10 chips: bet_max is 10 (DES-B9). legal: bet 0, bet 1, bet 2, bet 3, bet 4, bet 5, bet 6, bet 7, bet 8, bet 9, bet 10" "$T/out"
result $? "DES-B9: a bet above bet_max is refused naming the limit"
printf 'bet 5\nhelp bet\nquit\n' | $BIN play desmoche --players me,bot --seed 3 --rule betting=open --rule stack=4 >"$T/out" 2>&1
grep -qx "'bet 5' is not legal now: a bet is 0 to 4 chips: your stack holds 4 chips (DES-B9). legal: bet 0, bet 1, bet 2, bet 3, bet 4" "$T/out" &&
	grep -q '^bet  *betting = open: put N chips into the pot, 0 to bet_max (DES-B9)$' "$T/out"
result $? "DES-B9: a bet above the seat's stack is refused naming the stack; help bet explains it"
# G8-4: a stock draw discarded turns a face-down card up. golf8 seed 5:
# me turns column 1 up (G8-3), then draws JD, discards it and turns slot 3
# up (3H); at the next such flip slot 3 is named again: it is face up.
printf 'flipcol 1\ndraw stock\ndiscard\nflip 3\ndraw stock\ndiscard\nflip 3\nquit\n' | $BIN play golf8 --players me,bot --seed 5 >"$T/out" 2>&1
grep -qx 'you turned up your slot 3: 3H' "$T/out" &&
	grep -qx "'flip 3' is not legal now: your slot 3 is face up already. legal: flip 2, flip 4, flip 6, flip 7, flip 8" "$T/out"
result $? "G8-4: a flip of a card face up already says so"
# CUM-T3: a stock card of a power rank never goes into the layout. Seed 5,
# two seats: me passes bot2's window and draws 4D (a 4: look at an own
# card, CUM-P1), so a swap is refused naming the card.
printf 'pass\ndraw stock\nswap 1\nquit\n' | $BIN play cumbia --players me,bot --seed 5 >"$T/out" 2>&1
grep -qx 'you drew 4D from the stock' "$T/out" &&
	grep -qx "'swap 1' is not legal now: the card drawn from the stock, 4D, is of a rank that never goes into the layout (CUM-T3). legal: discard, power peek 1, power peek 2, power peek 3, power peek 4, cumbia" "$T/out"
result $? "CUM-T3: a power card drawn from the stock is refused a swap, naming it"
# G-4, PW-8: a card taken from the discard pile is placed, never
# discarded; the refusal of `discard` says so (it quoted the verb's doc,
# which speaks of stock draws and, in golf6, of golf8's flips)
printf 'flip 1\nflip 4\ndraw discard\ndiscard\nquit\n' | $BIN play golf6 --players me,bot --seed 11 >"$T/out" 2>&1
grep -qx "'discard' is not legal now: a card taken from the discard pile goes into your layout (G-4). legal: swap 1, swap 2, swap 3, swap 4, swap 5, swap 6" "$T/out"
result $? "G-4: discarding a card taken from the pile is refused with the rule"
printf 'draw discard\ndiscard\nquit\n' | $BIN play cambio --players me,bot --seed 11 >"$T/out" 2>&1
grep -qx "'discard' is not legal now: a card taken from the discard pile goes into your layout (PW-8). legal: swap 1, swap 2, swap 3, swap 4" "$T/out"
result $? "PW-8, CAM-T3: the same in Cambio, with the power rule"
# PW-6, DACZ: a look at a card already seen is refused saying so (it
# gave no reason). Dacz seed 4: me looks at slot 2, then asks again.
printf 'peek 2\npeek 2\nquit\n' | $BIN play dacz --players me,bot --seed 4 >"$T/out" 2>&1
grep -qx "'peek 2' is not legal now: you have seen your slot 2 already: a look is at a card you have not seen. legal: peek 1, peek 3, peek 4" "$T/out"
result $? "PW-6: a second look at one slot says the seat has seen it"
# DES-C1: a Cambio card the seat does not hold. Desmoche seed 12, me's
# hand: 6S KC QD 6C 10D 2S 6D AC 5D (the legal list names them), no 7H.
printf 'cambio 7H\nquit\n' | $BIN play desmoche --players me,bot,bot --seed 12 >"$T/out" 2>&1
grep -qx "'cambio 7H' is not legal now: you have no 7H: not in your hand, your melds or your drawn card. legal: cambio 6S, cambio KC, cambio QD, cambio 6C, cambio 10D, cambio 2S, cambio 6D, cambio AC, cambio 5D" "$T/out"
result $? "DES-C1: a card the seat does not hold is named as such"
# PW-12: a queen taken from the discard pile is a plain card. Cambio seed
# 1: me takes QH from the pile; its power is refused with the rule, and
# a discard of it with its own (PW-8): two reasons in one decision.
printf 'draw discard\npower peek 2.1\ndiscard\nquit\n' | $BIN play cambio --players me,bot --seed 1 >"$T/out" 2>&1
grep -qx 'you took QH from the discard pile' "$T/out" &&
	grep -qx "'power peek 2.1' is not legal now: a card taken from the discard pile (QH) is a plain card: powers are a stock draw's (PW-12). legal: swap 1, swap 2, swap 3, swap 4" "$T/out" &&
	grep -qx "'discard' is not legal now: a card taken from the discard pile goes into your layout (PW-8). legal: swap 1, swap 2, swap 3, swap 4" "$T/out"
result $? "PW-12, PW-8: a power of a card from the pile and its discard are refused, each with its rule"
# DES-P3: a meld of two cards is refused with what the verb takes, in
# its doc (it gave the count of arguments alone); before the draw (DES-P1)
# no meld is legal, whatever its words
printf 'cambio KC\n\nmeld 6C 6D\ndraw\nmeld 6C 6D\nquit\n' | $BIN play desmoche --players me,bot,bot --seed 12 >"$T/out" 2>&1
grep -qx "'meld' is not legal now" "$T/out" &&
	grep -qx "'meld' takes at least 3 arguments, got 2 (meld: a new meld from hand, loose card and own melds (DES-P3))" "$T/out"
result $? "DES-P3: a meld of too few cards is refused with the verb's doc; before the draw, as not legal"
# G4-4 knock_first_turn = no: the kit's refusal names golf4's rule
printf 'knock\nquit\n' | $BIN play golf4 --players me,bot --seed 3 --rule knock_first_turn=no >"$T/out" 2>&1
grep -qx "'knock' is not legal now: no call in a seat's first turn of the round (G4-4). legal: draw stock, draw discard" "$T/out"
result $? "G4-4 knock_first_turn=no: a first-turn knock is refused naming the rule"
# a kit's rule id is an id: anything else is refused in one line
mkdir -p "$T/v"
cat >"$T/v/bad_rule_id.lua" <<'EOF'
return require("golf4"):extend { name = "bad_rule_id", options = { knock_first_turn = { patch = function(v, kit)
  kit.call_first_turn, kit.rules = false, { call_first_turn = "G4-4\27[2J" } end } } }
EOF
CARDWRIGHT_PATH="$T/v" $BIN play bad_rule_id --players me,bot --seed 3 </dev/null >"$T/out" 2>&1
[ $? != 0 ] && [ "$(grep -c . "$T/out")" = 1 ] && grep -q "rules.call_first_turn: expected a rule id of letters" "$T/out" && ! grep -q "$(printf '\033')" "$T/out"
result $? "kit rules: a rule id with an escape is refused in one line"

# G4 options, unseen_replace_once: a slot not peeked at the start (golf4
# peeks the near row, slots 3 and 4, G4-2) is replaced once at most. Slot
# 1 swapped once is refused the second time, with the option named; it
# was refused with no reason.
printf 'draw stock\nswap 1\ndraw stock\nswap 1\nquit\n' | $BIN play golf4 --players ana,bot --seed 3 --rule unseen_replace_once=on >"$T/out" 2>&1
grep -q "^'swap 1' is not legal now: a slot not peeked at the start is replaced once at most (G4 options: unseen_replace_once)\. legal: swap 2, swap 3, swap 4, discard$" "$T/out"
result $? "G4 unseen_replace_once: a second swap into an unpeeked slot names the option"
# expose_each_turn: a face-up card is no longer replaced
printf 'draw stock\nswap 1\nflip 2\ndraw stock\nswap 1\nquit\n' | $BIN play golf4 --players ana,bot --seed 3 --rule expose_each_turn=on >"$T/out" 2>&1
grep -q "^'swap 1' is not legal now: a face-up card is no longer replaced (G4 options: expose_each_turn)" "$T/out"
result $? "G4 expose_each_turn: a swap into a face-up card names the option"

# PAB-M1: a replace names two or more own slots; `replace 3` was refused
# with no reason.
printf 'draw stock\nreplace 3\nquit\n' | $BIN play pablo --players ana,bot --seed 3 >"$T/out" 2>&1
grep -q "^'replace 3' is not legal now: a replace names two or more of your slots, the cards you believe equal (PAB-M1)\. legal: " "$T/out"
result $? "PAB-M1: a replace of one slot is refused with the rule"

# NAME.SLOT with a name that is nobody's was "expected a slot, or
# SEAT.SLOT"; it names the players now.
printf 'draw stock\npower peek bob.1\nquit\n' | $BIN play cabo --players ana,ben --seed 5 >"$T/out" 2>&1
grep -q "^no player 'bob' in 'bob.1': the players are ana, ben (or a seat number, as 2.1)$" "$T/out"
result $? "a slot of a player who is not at the table names the players"
exit $((fails > 0))
