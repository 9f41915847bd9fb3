#!/bin/sh
# The end of a round at a terminal (tmux): every layout turned up, each
# seat's round score with the caller marked and its card values added up
# in slot order, the round's winner and the
# standings by rank; the screen waits for Enter before the next deal.
# The golden screens were checked by hand against the seed's deal:
#
# golf4, seed 7, me and the bot, two holes; me (seat 1, dealt 2D 10S / JS
# 5C, knowing JS 5C, G4-2) knocks at once; the bot takes 5D from the
# discard pile into slot 3 (9S out) and then draws 7C and discards it. By
# G4-5 (J 10, K 0, the rest their rank): me 2 + 10 + 10 + 5 = 27, the bot
# JH 3S / 5D 3C = 10 + 3 + 5 + 3 = 21; no knock penalty by default, so the
# bot has the lowest score and leads the standings.
#
# cabo, seed 3, me and two bots; me deals (PW-3), so bot2 plays first.
# The deal: me JC 6D / 3S 2H (knowing 3S 2H, CABO-D3), bot2 10H AH / 10C 9C,
# bot3 7H 8D / QS KH, KD up. bot2 takes KD from the discard pile into
# slot 3 (10C out, CABO-T2); bot3 takes 10C into slot 4 (KH out); me calls
# cabo before drawing (CABO-T4), draws 4H and discards it; in the final
# turns (CABO-E1) bot2 takes 4H into slot 4 (9C out) and bot3 takes 9C
# into slot 3 (QS out), leaving me JC 6D / 3S 2H, bot2 10H AH / KD 4H and
# bot3 7H 8D / 9C 10C. Cabo's values (CABO-D4: J 11, KD 0): me 11 + 6 +
# 3 + 2 = 22, bot2 10 + 1 + 0 + 4 = 15, bot3 7 + 8 + 9 + 10 = 34. The
# caller is beaten by bot2 but gets no penalty (CABO-S1), so the round
# scores are the values: bot2 has the lowest score and leads, then me,
# then bot3.
BIN=./cardwright
if ! command -v tmux >/dev/null 2>&1; then
	echo "1..0 # SKIP no tmux"
	exit 0
fi
T=$(mktemp -d) || exit 1
SOCK="cwend$$"
TM() { tmux -L "$SOCK" "$@"; }
cleanup() { TM kill-server 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT INT TERM
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -f "$2" ] && sed 's/^/# /' "$2" | head -n 40; }
echo "1..12"

start() {	# NAME ARGS...: the program on a 100 x 60 terminal, plain letters
	name=$1
	shift
	mkdir -p "$T/$name"
	TM new-session -d -s "$name" -x 100 -y 60 \
		"env TERM=xterm-256color NO_COLOR=1 XDG_STATE_HOME=$T/$name HOME=$T/$name $BIN $* ; sleep 30"
}
wait_for() {	# SESSION PATTERN: polls the screen up to 5 s
	i=0
	while [ "$i" -lt 50 ]; do
		TM capture-pane -p -t "$1" >"$T/cap" 2>/dev/null
		grep -q -- "$2" "$T/cap" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
# The block from the round's end line to the Enter line, trailing blanks cut.
block() { sed -n '/^-- end of round/,/^Press Enter for the next deal/p' "$T/cap" | sed 's/ *$//'; }

golden() {	# NAME: compares the block with the golden screen below
	block >"$T/$1.got"
	if diff "$T/$1.want" "$T/$1.got" >"$T/$1.diff"; then ok "$2"; else notok "$2" "$T/$1.diff"; fi
}

cat >"$T/golf.want" <<'EOF2'
-- end of round 1
  me (you), knocked: round score 27 (2 + 10 + 10 + 5), total 27
    1      2
    2D     10S
    3      4
    JS     5C
  bot2: round score 21 (10 + 3 + 5 + 3), total 21
    1      2
    JH     3S
    3      4
    5D     3C
round 1: bot2 had the lowest score (21)
standings: 1. bot2 21, 2. me 27
Press Enter for the next deal.
EOF2
start golf play golf4 --seed 7 --players me,bot --rule holes=2
wait_for golf '^me> *$' && TM send-keys -t golf 'knock' Enter
wait_for golf '^Press Enter for the next deal'
golden golf "golf4 seed 7: the hole's end, layouts turned up and scored by G4-5, the bot wins the hole"
! grep -q '^-- round 2' "$T/cap"
if [ $? -eq 0 ]; then ok "the next deal waits for Enter"; else notok "the next deal waits for Enter" "$T/cap"; fi
TM send-keys -t golf Enter
wait_for golf '^-- round 2: bot2 deals'
if [ $? -eq 0 ]; then ok "after Enter, round 2 is dealt by bot2 (NOTATION: the deal passes to the next seat)"; else notok "after Enter, round 2 is dealt by bot2 (NOTATION: the deal passes to the next seat)" "$T/cap"; fi

cat >"$T/cabo.want" <<'EOF2'
-- end of round 1
  me (you), called cabo: round score 22 (11 + 6 + 3 + 2), total 22
    1      2
    JC     6D
    3      4
    3S     2H
  bot2: round score 15 (10 + 1 + 0 + 4), total 15
    1      2
    10H    AH
    3      4
    KD     4H
  bot3: round score 34 (7 + 8 + 9 + 10), total 34
    1      2
    7H     8D
    3      4
    9C     10C
round 1: bot2 had the lowest score (15)
standings: 1. bot2 15, 2. me 22, 3. bot3 34
Press Enter for the next deal.
EOF2
start cabo play cabo --seed 3 --players me,bot,bot
wait_for cabo '^me> *$' && TM send-keys -t cabo 'cabo' Enter
wait_for cabo 'legal: draw stock, draw discard$' && TM send-keys -t cabo 'draw stock' Enter
wait_for cabo 'drawn: 4H' && TM send-keys -t cabo 'discard' Enter
wait_for cabo '^Press Enter for the next deal'
golden cabo "cabo seed 3: the round's end after my call, scored by Cabo's values (KD 0), the beaten caller unpenalized (CABO-S1)"

# Ctrl-C at the round's end question does not skip it or leave.
TM send-keys -t cabo Enter
wait_for cabo '^me> *$'
TM capture-pane -p -t cabo -S - >"$T/cap"
grep -q '^-- round 2: bot2 deals' "$T/cap"
if [ $? -eq 0 ]; then ok "cabo: Enter deals round 2"; else notok "cabo: Enter deals round 2" "$T/cap"; fi
TM send-keys -t cabo 'draw st' C-c
sleep 0.3
TM send-keys -t cabo 'legal' Enter
wait_for cabo '^legal: draw stock, draw discard, cabo'
if [ $? -eq 0 ]; then ok "Ctrl-C clears 'draw st'; the next line is read alone"; else notok "Ctrl-C clears 'draw st'; the next line is read alone" "$T/cap"; fi

# Desmoche, a hand from a real table (the deck line below; DES-D6 deals
# one card at a time from the seat after the dealer: card 1 to seat 2,
# card 2 to seat 3, card 3 to seat 1, ...; card 28, KC, is the top of the
# stock), resumed at the person's first draw. bot1 deals (DES-D4), so me
# (seat 2) plays first (DES-P1). Dealt: me AC 2C 3C 4C 7H 7D 7S KD KS,
# bot3 AD 3D 4S 6C 6D JH JS QC QH, bot1 KH 2D 5D 9C 10C 5S 6H 8H 8S; no
# hand is an automatic win (each holds a pair, none is of one colour,
# none holds four of a rank: DES-A1). The Cambio (DES-C1): me gives KD to
# bot3, bot3 gives QC to bot1, bot1 gives KH to me. me draws KC and melds
# KC KS KH, AC 2C 3C 4C and 7H 7D 7S: ten cards on the table, me wins
# (DES-P5). The sets lie in DES-M5 order: KC KH KS (black first, two of
# three), 7D 7S 7H (red first). Chips, bet 1 and the oro side game at 1:
# - stakes (DES-B2): each seat 1 into the main pot, so the pot is 3; me
#   takes it (DES-B3);
# - bonuses (DES-B5, DES-B6), each losing seat to me: one Mico (the run
#   AC 2C 3C 4C starts at the ace), one Arriba del Palo (neither bot has a
#   card on its table); no Color (the ten are of three suits);
# - the oro side game (DES-S1, DES-S5): each seat 1 into its pot, 3; the
#   best diamond dealt and kept (DES-S3: me's KD went in the Cambio, so me
#   counts only 7D; bot1 2D 5D; bot3 AD 3D): bot3's AD (ace high, DES-S2).
# Nets (DES-B8): me -1 + 3 + 2 + 2 - 1 = +5; bot1 -1 - 2 - 1 = -4;
# bot3 -1 - 2 - 1 + 3 = -1. At the settlement each seat's best diamond is
# shown (DES-S5): bot1's 5D and bot3's AD (me's 7D is on its table); of the
# rest of the bots' hands me sees only the card it gave bot3 ([KD]).
cat >"$T/des.replay" <<'EOF2'
cardwright-replay 1
variant desmoche
rule side_games=oro hands=1
players bot1 me bot3
round 1
deck AC AD KH 2C 3D 2D 3C 4S 5D 4C 6C 9C 7H 6D 10C 7D JH 5S 7S JS 6H KD QC 8H KS QH 8S KC 5C 7C 8C JC 4D 8D 9D 10D JD QD AH 2H 3H 4H 5H 9H 10H AS 2S 3S 6S 9S 10S QS
2 cambio KD
3 cambio QC
1 cambio KH
EOF2
cat >"$T/des.want" <<'EOF2'
-- end of hand 1
  bot1: this hand -4 chips, net chips -4
    hand: 5D ## ## ## ## ## ## ## ##
  me (you): this hand +5 chips, net chips +5
    melds: 1: KC KH KS  2: AC 2C 3C 4C  3: 7D 7S 7H
  bot3: this hand -1 chip, net chips -1
    hand: AD [KD] ## ## ## ## ## ## ##
chips:
  bot1 paid 1 chip: the stake, into the main pot
  me paid 1 chip: the stake, into the main pot
  bot3 paid 1 chip: the stake, into the main pot
  me took 3 chips: the main pot
  bot1 paid me 1 chip: Mico bonus, the winner's run from the ace
  bot1 paid me 1 chip: Arriba del Palo bonus, no card on the payer's table
  bot3 paid me 1 chip: Mico bonus, the winner's run from the ace
  bot3 paid me 1 chip: Arriba del Palo bonus, no card on the payer's table
  bot1 paid 1 chip: the stake, into the oro side pot
  me paid 1 chip: the stake, into the oro side pot
  bot3 paid 1 chip: the stake, into the oro side pot
  bot3 took 3 chips: the oro side pot, the best diamond dealt
hand 1: me won the most (+5 chips)
standings: 1. me +5, 2. bot3 -1, 3. bot1 -4
EOF2
start des play --resume "$T/des.replay"
wait_for des '^me> *$' && TM send-keys -t des 'draw' Enter
wait_for des 'loose: KC' && TM send-keys -t des 'meld KC KS KH' Enter
wait_for des 'melds: 1: KC KH KS *$' && TM send-keys -t des 'meld AC 2C 3C 4C' Enter
wait_for des 'melds: 1: KC KH KS  2: AC 2C 3C 4C *$' && TM send-keys -t des 'meld 7H 7D 7S' Enter
wait_for des '^standings: '
TM capture-pane -p -t des -S - >"$T/cap"
sed -n '/^-- end of hand/,/^standings: /p' "$T/cap" | sed 's/ *$//' >"$T/des.got"
if diff "$T/des.want" "$T/des.got" >"$T/des.diff"; then ok "desmoche: the hand's end, the winning melds and every chip movement by DES-B2 to DES-B8 and DES-S5"; else notok "desmoche: the hand's end, the winning melds and every chip movement by DES-B2 to DES-B8 and DES-S5" "$T/des.diff"; fi
# The movements add up to each seat's result for the hand (DES-B8).
awk '/^chips:/ { on = 1; next } /^hand 1:/ { on = 0 }
	on && / paid [a-z0-9]+ [0-9]+ chip/ { n[$1] -= $4; n[$3] += $4; next }
	on && / paid [0-9]+ chip/ { n[$1] -= $3; next }
	on && / took [0-9]+ chip/ { n[$1] += $3; next }
	END { printf "bot1=%d me=%d bot3=%d\n", n["bot1"], n["me"], n["bot3"] }' "$T/des.got" >"$T/sum"
[ "$(cat "$T/sum")" = "bot1=-4 me=5 bot3=-1" ]
if [ $? -eq 0 ]; then ok "desmoche: the chip movements add up to each seat's result (DES-B8)"; else notok "desmoche: the chip movements add up to each seat's result (DES-B8)" "$T/sum"; fi

# A short terminal (24 rows) and six seats of 6-card Golf: the table is
# compact, each layout on its seat's line (rows split by " / "), so the
# bots' first moves (two flips each, G6-2) stay on screen above it.
TM new-session -d -s short -x 100 -y 24 \
	"env TERM=xterm-256color NO_COLOR=1 XDG_STATE_HOME=$T/short HOME=$T/short $BIN play golf6 --seed 3 --players me,bot,bot,bot,bot,bot ; sleep 30"
wait_for short '^me> *$'
[ "$(grep -c '^  \(me (you)\|bot[2-6]\), total 0: 1 [^ ]*  2 [^ ]*  3 [^ ]* / 4 [^ ]*  5 [^ ]*  6 ' "$T/cap")" -eq 6 ]
if [ $? -eq 0 ]; then ok "short terminal: six seats, each layout on one line"; else notok "short terminal: six seats, each layout on one line" "$T/cap"; fi
grep -q '^bot6 turned up slot ' "$T/cap" && grep -q '^-- round 1: me deals' "$T/cap"
if [ $? -eq 0 ]; then ok "short terminal: the round's heading and the bots' flips are still on screen"; else notok "short terminal: the round's heading and the bots' flips are still on screen" "$T/cap"; fi
# Hot seat: everybody reads the round's end, so the next deal's looks are
# handed to their seat first. golf4 seed 7, ana and ben: ana deals, so ben
# plays first and knocks at once; ana's final turn draws and discards
# (G4-4), and the hole ends. Round 2 is ben's deal and ana's to start, so
# ana keeps the terminal: after Enter the screen is cleared and asks for
# ana before her look at round 2's deal (G4-2) is shown. Before the end,
# ana reads her own last turn and clears the screen of her cards.
start hot play golf4 --seed 7 --players ana,ben --rule holes=2
wait_for hot 'ben, press Enter when nobody else is looking' && TM send-keys -t hot Enter
wait_for hot '^ben> *$' && TM send-keys -t hot 'knock' Enter
wait_for hot '^Press Enter, then pass the terminal on' && TM send-keys -t hot Enter
wait_for hot 'ana, press Enter when nobody else is looking' && TM send-keys -t hot Enter
wait_for hot '^ana> *$' && TM send-keys -t hot 'draw stock' Enter
wait_for hot 'legal: swap 1, ' && TM send-keys -t hot 'discard' Enter
wait_for hot '^The round is over: press Enter to clear the screen' && TM send-keys -t hot Enter
wait_for hot '^-- end of round 1' && wait_for hot '^The next deal: ana, press Enter when nobody else is looking' &&
	! grep -q 'you looked at\|Press Enter for the next deal' "$T/cap"
if [ $? -eq 0 ]; then ok "hot seat: under the round's end one Enter, ana's with nobody else looking, deals"; else notok "hot seat: under the round's end one Enter, ana's with nobody else looking, deals" "$T/cap"; fi
TM send-keys -t hot Enter
wait_for hot '^you looked at your slot 4: ' && grep -q '^-- round 2: ben deals' "$T/cap"
if [ $? -eq 0 ]; then ok "hot seat: then round 2's deal and ana's look (G4-2)"; else notok "hot seat: then round 2's deal and ana's look (G4-2)" "$T/cap"; fi
exit 0
