#!/bin/sh
# The end of a round at a terminal (tmux): every layout turned up, each
# seat's round score with the caller marked, the round's winner and the
# standings by rank; the screen waits for Enter before the next deal.
# The golden screens were checked by hand against the seed's deal:
#
# golf4, seed 7, me and the bot, two holes; me (seat 1, dealt 2D 10S / JS
# 5C, knowing JS 5C, G4-3) knocks at once; the bot takes 5D from the
# discard pile into slot 3 (9S out) and then draws 7C and discards it. By
# G4-4 (J 10, K 0, the rest their rank): me 2 + 10 + 10 + 5 = 27, the bot
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
echo "1..8"

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
  me (you), knocked: round score 27, total 27
    1      2
    2D     10S
    3      4
    JS     5C
  bot2: round score 21, total 21
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
golden golf "golf4 seed 7: the hole's end, layouts turned up and scored by G4-4, the bot wins the hole"
! grep -q '^-- round 2' "$T/cap"
if [ $? -eq 0 ]; then ok "the next deal waits for Enter"; else notok "the next deal waits for Enter" "$T/cap"; fi
TM send-keys -t golf Enter
wait_for golf '^-- round 2: bot2 deals'
if [ $? -eq 0 ]; then ok "after Enter, round 2 is dealt by bot2 (G-3)"; else notok "after Enter, round 2 is dealt by bot2 (G-3)" "$T/cap"; fi

cat >"$T/cabo.want" <<'EOF2'
-- end of round 1
  me (you), called cabo: round score 22, total 22
    1      2
    JC     6D
    3      4
    3S     2H
  bot2: round score 15, total 15
    1      2
    10H    AH
    3      4
    KD     4H
  bot3: round score 34, total 34
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
exit 0
