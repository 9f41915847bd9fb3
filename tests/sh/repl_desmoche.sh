#!/bin/sh
# The Desmoche table in the REPL: the main pot in the table's first line,
# each seat's chips (DES-B1, DES-B8), the side-game announcements every seat
# sees (DES-S4), and no card of another seat's hand (DES-P18). Offences
# recorded by a person for a seat that is not to act (`as SEAT ACTION`,
# or the replay line `SEAT ACTION`; DES-Q1, DES-Q2, DES-Q3).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
echo "1..30"
# session NAME INPUT ARGS...: a REPL session in its own state directory;
# output in $T/NAME.out, the recording in $T/NAME.rec.
session() {
	name=$1 input=$2
	shift 2
	mkdir -p "$T/$name"
	printf "$input" | XDG_STATE_HOME="$T/$name" HOME="$T/$name" $BIN play "$@" >"$T/$name.out" 2>&1
	cat "$T/$name"/cardwright/games/*.replay >"$T/$name.rec" 2>/dev/null
	cp "$T/$name.out" "$T/out"
}
check() { if eval "$2"; then echo "ok $1 - $3"; else echo "not ok $1 - $3"; sed 's/^/# /' "$T/out" | tail -20; fi; }
# Every hand line printed after another seat's name hides all its cards.
others_hidden() {
	awk -v me="$2" '/^  [a-z]/ { who = $1 } /^    hand:/ && who !~ "^" me && $0 !~ /^    hand:( ##)*$/ { bad = 1 } END { exit bad }' "$1"
}

session t 'show\n' desmoche --seed 3 --players ana,ben --rule side_games=oro,par_rojo --rule hands=0
check 1 "grep -q '^hand 1, ana deals. stock 34, discard - (0), pot 2\$' '$T/out'" "the pot of two stakes is shown (DES-B2)"
check 2 "grep -q '^  ana, net chips 0\$' '$T/out' && ! grep -q 'total' '$T/out'" \
	"DES-B1 stack=none: each seat's balance is shown as its net chips, not a plain total"
check 3 "grep -q '^ben: announce oro\$' '$T/out' || grep -q '^ana: announce oro\$' '$T/out'" \
	"DES-S4 auto: the oro holders are announced to every seat"
check 4 "grep -q '^    hand: ## ## ## ## ## ## ## ## ##\$' '$T/out'" "DES-P18 the other seat's hand stays hidden"

# Three people; ben (seat 2, after the dealer) is to act. Somebody saw cy
# search the discard pile: `as cy offence ...` with forgive_offences=off
# disqualifies cy at once (DES-Q2, DES-Q3); ana and ben play on.
session q 'as cy draw\nas 9 offence misdeal\nas cy offence discard_search\nshow\n' \
	desmoche --seed 3 --players ana,ben,cy --rule forgive_offences=off
check 5 "grep -qx \"as: 'draw' is not an action a seat may take out of turn (the seat to act types it without 'as'); expected one of: offence card_to_hand, offence discard_search, offence meld_order, offence misdeal, stake\" '$T/out'" \
	"as refuses an action that is not an out-of-turn one, in one line naming the ones it takes"
check 6 "grep -qx \"as: no seat '9': expected a seat number 1 to 3 or a player's name\" '$T/out'" \
	"as refuses a seat that does not exist"
check 7 "grep -qx 'cy: offence discard_search' '$T/out' && grep -qx 'cy is out of the deal: disqualified for the hand (DES-Q3)' '$T/out' &&
	grep -q '^  cy, net chips 0, out of the deal\$' '$T/out' && grep -q '^ben to play\\.' '$T/out'" \
	"DES-Q3 cy is disqualified and out of the deal; ben, the seat to act, decides on"
check 8 "[ \"\$(grep -c '^[0-9]' '$T/q.rec')\" = 1 ] && grep -qx '3 offence discard_search' '$T/q.rec' &&
	$BIN replay '$T/q.rec' >/dev/null 2>&1" \
	"the game file records cy's offence as a replay line of seat 3 (and nothing refused); it replays"
check 9 "others_hidden '$T/q.out' ben" "the table is drawn for ben alone: no card of ana's or cy's hand"

# The replay line form with the default forgive_offences=on: recorded, no effect.
session f '3 offence discard_search\n' desmoche --seed 3 --players ana,ben,cy
check 10 "grep -qx 'cy: offence discard_search' '$T/out' && ! grep -q 'out of the deal' '$T/out' &&
	grep -qx '3 offence discard_search' '$T/f.rec'" "DES-Q2 forgiven: the line is kept and has no effect"

# Two players, one hand: ana (seat 1, not to act) is disqualified, so ben,
# the lone seat left in the deal, wins at once: the pot of 2 and no bonus
# (DES-Q3): ben +1, ana -1 (its stake).
session w 'as ana offence card_to_hand\n' desmoche --seed 3 --players ana,ben --rule forgive_offences=off --rule hands=1
check 11 "grep -qx 'result ana=-1 ben=1' '$T/w.rec' && $BIN replay '$T/w.rec' >/dev/null 2>&1" \
	"DES-Q3 two players: the lone seat left wins the pot at once, no bonus; the file replays"
check 12 "grep -q '^  ben: this hand +1 chip, net chips +1\$' '$T/w.out' && others_hidden '$T/w.out' ben &&
	sed -n '/^-- end of hand 1/,\$p' '$T/w.out' >'$T/w.last' && others_hidden '$T/w.last' nobody" \
	"the match's end, which everybody at the hot seat reads, shows nobody's hidden hand"

session g 'as 2 draw stock\n' golf4 --seed 3 --players ana,ben
check 13 "grep -qx \"as: 'draw stock' is not an action a seat may take out of turn (the seat to act types it without 'as'); this game has none\" '$T/out'" \
	"golf4 has no out-of-turn action: as refuses"
session u 'as ben offence\n' desmoche --seed 3 --players ana,ben
check 14 "grep -qx \"as: unknown action 'offence'; expected one of: offence card_to_hand, offence discard_search, offence meld_order, offence misdeal, stake\" '$T/out'" \
	"as names the out-of-turn actions for a word it does not know"
check 15 "grep -qx 'standings: 1. ben +1, 2. ana -1' '$T/w.out' &&
	grep -qx \"game over. most chips: ben, net chips +1. 'new' starts another game.\" '$T/w.out'" \
	"the hand's end and the match's name chips: ben nets +1"

# stack = 10 (DES-B1): the balance is the stack plus the net total. The
# same one-hand match as above: ana 10 - 1 = 9, ben 10 + 1 = 11.
session s 'show\n' desmoche --seed 3 --players ana,ben --rule stack=10
check 16 "grep -q '^  ana, chips 10 (net 0)\$' '$T/out' && grep -q '^  ben (you), chips 10 (net 0)  <- to play\$' '$T/out'" \
	"DES-B1 stack=10: each seat starts with 10 chips"
session s2 'as ana offence card_to_hand\n' desmoche --seed 3 --players ana,ben --rule forgive_offences=off \
	--rule hands=1 --rule stack=10
# (ana is put out of the deal, DES-Q3; the hand's end is the match's)
check 17 "grep -qx 'ana is out of the deal: disqualified for the hand (DES-Q3)' '$T/out' &&
	grep -q '^  ana: this hand -1 chip, chips 9 (net -1)\$' '$T/out' && grep -qx 'standings: 1. ben 11 (net +1), 2. ana 9 (net -1)' '$T/out' &&
	grep -qx \"game over. most chips: ben, chips 11 (net +1). 'new' starts another game.\" '$T/out'" \
	"DES-B1 stack=10: after the hand ana holds 9 chips, ben 11"
session gf 'show\n' golf4 --seed 3 --players ana,bot
check 18 "grep -q '^  ana (you), total 0  <- to play\$' '$T/out' && ! grep -q 'chips' '$T/out'" "Golf keeps its plain totals"

# DES-S4 manual, DES-S2: several games on one line, `-` for `_`; written
# in DES-S2 order; the REPL lets the engine judge an open verb's line.
session m 'announce par-rojo oro\n' desmoche --seed 3 --players ana,ben --rule side_announce=manual \
	--rule side_games=oro,par_rojo
check 19 "grep -qx '2 announce oro par_rojo' '$T/m.rec' && grep -q '^ben to play. legal: pass\$' '$T/out' &&
	$BIN replay '$T/m.rec' >/dev/null 2>&1" "announce par-rojo oro: one line, recorded as announce oro par_rojo; it replays"

# DES-C1, DES-C2: the Cambio told by the giver's name. A hand-dealt deck
# (DES-D6: card 1 to ben, the seat after the dealer ana, card 2 to cy,
# card 3 to ana, ...): ben holds KD, cy QC, ana KH. Asked in seat order
# from ben (DES-C1), ben passes KD to cy, cy QC to ana, ana KH to ben; the
# cards move once all have chosen. ana, the last to choose, is told at
# once what it gave and got; ben at its turn; each hears of the third
# pass only that a card went (only giver and receiver know it, DES-C2).
cat >"$T/c.replay" <<'EOF2'
cardwright-replay 1
variant desmoche
players ana ben cy
round 1
deck AC AD KH 2C 3D 2D 3C 4S 5D 4C 6C 9C 7H 6D 10C 7D JH 5S 7S JS 6H KD QC 8H KS QH 8S KC 5C 7C 8C JC 4D 8D 9D 10D JD QD AH 2H 3H 4H 5H 9H 10H AS 2S 3S 6S 9S 10S QS
EOF2
mkdir -p "$T/c"
printf 'cambio KD\ncambio QC\ncambio KH\n' | XDG_STATE_HOME="$T/c" HOME="$T/c" $BIN play --resume "$T/c.replay" >"$T/c.out" 2>&1
cp "$T/c.out" "$T/out"
sed -n '/^ana to play/,/^ben to play/p' "$T/c.out" | grep -v '^  \|^hand 1, \|to play' >"$T/c.got"
printf '%s\n' 'you gave KH to ben' 'ben passed a card to cy' 'cy gave you QC' 'cy chose a card to give' 'ana chose a card to give' \
	'ana gave you KH' 'you gave KD to cy' 'cy passed a card to ana' >"$T/c.want"
check 20 "cmp -s '$T/c.want' '$T/c.got'" "DES-C1 the Cambio: ana told at once what it gave and got and from whom; ben at its turn"
check 21 "! sed -n '/^ana to play/,\$p' '$T/c.out' | grep -q 'QC.*ben\\|ben.*QC\\|KD.*ana\\|ana.*KD'" \
	"DES-C2 nobody hears the face of a pass it was not part of"

# DES-B2: `rule bet=N` during a game is the table's agreement, `stake N`:
# recorded as the typing seat's line, replayed, and a bad value refused
# with the option's own range.
session stake 'cambio JC\nrule bet=0\nrule bet=4\nquit\n' desmoche --seed 3 --players ana,bot,bot
check 22 "grep -q \"^stake 4: the table agreed (rule bet=4); 'rules' says when it counts\$\" '$T/out'" "DES-B2 rule bet=4 mid-hand is agreed"
check 23 "grep -q '^1 stake 4\$' '$T/stake.rec' && $BIN replay '$T/stake.rec' >/dev/null" "... recorded as '1 stake 4', and the recording verifies"
check 24 "grep -q '^option bet=0: expected an integer from 1 to 255\$' '$T/out'" "a stake of 0 is refused with the option's range (1 to 255, what an action's number carries)"
sed 's/^1 stake 4$/2 stake abc/' "$T/stake.rec" >"$T/bad-stake.replay"
$BIN replay "$T/bad-stake.replay" >"$T/out" 2>&1
check 25 "grep -q \"bad-stake.replay:[0-9]*: bad action 'stake abc' for seat 2 (bot2): bad argument 'abc': expected a number\" '$T/out'" \
	"a stake line of another seat with a bad argument names the argument, not the turn"

# An action any seat may take (DES-B2's stake, DES-Q2's offences) is the
# seat to act's too, typed without `as`; a refusal says which rule
# refuses it; `rule NAME` without a value says what is expected. A stake
# is the table's agreement: ben is asked, and agrees (`y`).
session own 'cambio 10H\nstake 5\ny\nstake 0\nas ben offence misdeal\nrule bet\nquit\n' desmoche --seed 3 --players ana,ben
check 26 "grep -q '^ana: stake 5\$' '$T/out' && grep -q '^1 stake 5\$' '$T/own.rec'" \
	"DES-B2 the seat to act types 'stake 5' without 'as': told, recorded as '1 stake 5'"
check 27 "grep -q \"^'stake 0' is not legal now for seat 1: a stake is from 1 to 255 (DES-B2)\$\" '$T/out'" \
	"DES-B2 a stake of 0 is refused with the rule's range"
check 28 "grep -q \"^as: 'offence misdeal' is not legal now for seat 2 (the variant's reason is ben's to read)\$\" '$T/out'" \
	"DES-D7 a misdeal by another seat than the dealer is refused; typed by ana for ben, the variant's reason is not told"
check 29 "grep -q \"^rule: expected NAME=VALUE, e.g. rule bet=VALUE\" '$T/out'" "rule NAME without =VALUE says what is expected"

# DES-B1 with a stack of 3: a stake of 3 agreed for hand 2; both fold hand
# 1 (nobody wins, each paid its stake of 1): 2 chips each, below 3, so both
# leave the match, each told why; the carried pot comes back (DES-B10).
# (ben agrees to the stake: `y`.)
session leave 'cambio 10H\nrule bet=3\ny\ncambio 7H\nfold\nfold\n\nquit\n' desmoche --seed 3 --players ana,ben --rule stack=3
check 30 "grep -q \"^ana is out of the deal: fewer chips than the next hand's stake, it leaves the match (DES-B1)\$\" '$T/out' &&
	grep -q \"^ben is out of the deal: fewer chips than the next hand's stake, it leaves the match (DES-B1)\$\" '$T/out' &&
	grep -q '^hand 1: nobody won; no chips changed hands\$' '$T/out'" \
	"DES-B1 a seat whose chips are below the next stake leaves, told why; DES-B10 the pot comes back: no chips changed hands"
