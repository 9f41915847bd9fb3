#!/bin/sh
# The REPL on a real terminal, in a detached tmux session: suit symbols and
# colour (NOTATION.md: diamonds and hearts are red), Tab completion of
# action words, the hot-seat screen between two people, and NO_COLOR.
# Run from the top of the tree (make test).
BIN=./cardwright
POLL=200
if ! command -v tmux >/dev/null 2>&1; then
	echo "1..0 # SKIP no tmux"
	exit 0
fi
T=$(mktemp -d) || exit 1
SOCK="cwtest$$"
TM() { tmux -L "$SOCK" "$@"; }
cleanup() { TM kill-server 2>/dev/null; rm -rf "$T"; }
trap cleanup EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -f "$T/cap" ] && sed 's/^/# /' "$T/cap" | grep -v '^# *$' | head -n 40; }
check() { if [ "$?" -eq 0 ]; then ok "$1"; else notok "$1"; fi; }

echo "1..47"

# A session that lives as long as the file: a tmux server exits with its
# last session, and a session started just as it exits fails ("server
# exited unexpectedly"), which a loaded machine (the sanitizers' run) met
# between a test's kill-session and the next test's start.
TM new-session -d -s keep -x 80 -y 24 "sleep 3600"

# start NAME ENV... -- ARGS...: the program in a detached session.
start() {
	name=$1
	shift
	mkdir -p "$T/$name"
	TM new-session -d -s "$name" -x 120 -y 50 \
		"env TERM=xterm-256color XDG_STATE_HOME=$T/$name HOME=$T/$name $* ; sleep 120"
}
cap() { TM capture-pane -p "$@" >"$T/cap" 2>/dev/null; }
# wait_for SESSION PATTERN [capture options]: polls up to POLL tenths of a
# second (20 s: a loaded machine can take seconds to draw a prompt).
wait_for() {
	s=$1 pat=$2
	shift 2
	i=0
	while [ "$i" -lt "$POLL" ]; do
		cap -t "$s" "$@"
		grep -q -- "$pat" "$T/cap" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
# type_wait SESSION TEXT PATTERN: types TEXT and Enter, then waits for
# PATTERN (wait_for's status).
type_wait() {
	TM send-keys -t "$1" "$2" Enter
	wait_for "$1" "$3"
}
# The line holding the cursor's prompt: the last non-empty line.
prompt_line() { cap -t "$1"; grep -v '^ *$' "$T/cap" | tail -n 1; }

ESC=$(printf '\033')

start one "$BIN play golf4 --seed 5 --players me,bot"
wait_for one '^me> *$'
check 'the prompt me> shows on a terminal'
cap -t one
grep -q '[♠♥♦♣]' "$T/cap"
check 'cards are shown with suit symbols'
cap -t one -e
grep -q "$ESC\[31m" "$T/cap" && grep -q "$ESC\[31m[^$ESC]*[♥♦]" "$T/cap" &&
	! grep -q "$ESC\[31m[^$ESC]*[♠♣]" "$T/cap"
check 'red cards (hearts, diamonds) in red, black ones not (capture -e: [31m)'
TM send-keys -t one 'dr' Tab
i=0
while [ "$i" -lt "$POLL" ] && [ "$(prompt_line one)" != "me> draw" ]; do sleep 0.1; i=$((i + 1)); done
[ "$(prompt_line one)" = "me> draw" ]
check "'dr' Tab completes to 'draw'"
TM send-keys -t one Tab Tab
wait_for one '\(discard.*stock\|stock.*discard\)$'
check "Tab after 'draw ' lists discard and stock"
# The space after 'draw' is there: 's' Tab gives 'draw stock'.
TM send-keys -t one 's' Tab
i=0
while [ "$i" -lt "$POLL" ] && [ "$(prompt_line one)" != "me> draw stock" ]; do sleep 0.1; i=$((i + 1)); done
[ "$(prompt_line one)" = "me> draw stock" ]
check "'draw s' Tab completes to 'draw stock' (the completion left 'draw ')"
TM send-keys -t one Enter
wait_for one 'drawn: '
check 'the completed line is played: a card is drawn'
TM kill-session -t one

# PW action words: NOTATION's plain `peek T` for `power peek`. With seed 2
# seat 1 (me) draws 9S from the stock, a Cabo peek power (CABO-P2): Tab
# after `peek 2.` offers seat 2's four slots, and `peek 2.3` is played as
# `power peek 2.3`.
start pk "$BIN play cabo --seed 2 --players me,bot"
wait_for pk '^me> *$'
type_wait pk 'draw stock' 'drawn: 9'
i=0	# the prompt is back: completion reads the line being edited
while [ "$i" -lt "$POLL" ] && [ "$(prompt_line pk)" != "me>" ]; do sleep 0.1; i=$((i + 1)); done
TM send-keys -t pk 'peek 2.' Tab Tab
wait_for pk '^2\.1  *2\.2  *2\.3  *2\.4 *$'
check "Tab after 'peek 2.' lists the targets of power peek (2.1 to 2.4)"
TM send-keys -t pk '3' Enter
i=0
while [ "$i" -lt "$POLL" ] && ! grep -qs '^1 power peek 2\.3$' "$T"/pk/cardwright/games/*cabo.replay; do
	sleep 0.1
	i=$((i + 1))
done
grep -qs '^1 power peek 2\.3$' "$T"/pk/cardwright/games/*cabo.replay
check "'peek 2.3' is played and recorded in the engine's words: '1 power peek 2.3'"
cap -t pk
! grep -q "bad action\|not legal" "$T/cap"
check "no error was printed for 'peek 2.3'"
TM kill-session -t pk

# Hot seat: ana deals, so ben plays first (G4-3), then ana, then ben again.
start hot "$BIN play golf4 --seed 5 --players ana,ben"
wait_for hot 'Pass the terminal to ben\.' && wait_for hot '^ben, press Enter when nobody else is looking'
check 'hot seat: the hand-over screen names ben, who sits down first'
# Tab at the hand-over completes nothing: whoever is at the keys may not
# be ben, and ben's moves (in Desmoche, his Cambio cards) are his alone.
TM send-keys -t hot 'dr' Tab Tab
sleep 1
prompt_line hot | grep -qx 'ben, press Enter when nobody else is looking\. *dr *'
check "Tab at the hand-over offers none of ben's moves"
TM send-keys -t hot C-c
wait_for hot '\^C'
TM send-keys -t hot Enter
wait_for hot '^ben> *$'
type_wait hot 'draw stock' 'drawn: '
type_wait hot 'discard' 'Pass the terminal to ana\.'
TM send-keys -t hot Enter
wait_for hot '^ana> *$'
cap -t hot
# ana's own cards, as ana sees them: her bracketed peeked cards.
anacards=$(grep -o '\[[^]]*\]' "$T/cap" | sort -u | tr '\n' ' ')
type_wait hot 'draw stock' 'drawn: '
type_wait hot 'discard' 'Pass the terminal to ben\.'
check "after ana's move the screen asks for ben"
cap -t hot
leak=""
for c in $anacards; do grep -qF -- "$c" "$T/cap" && leak="$leak $c"; done
[ -n "$anacards" ] && [ -z "$leak" ] && [ "$(grep -cv '^ *$' "$T/cap")" -eq 2 ] && ! grep -q '##\|ana>' "$T/cap"
check "the screen was cleared: only the hand-over lines, none of ana's cards ($anacards) visible"
# The scrollback too (ESC[3J): scrolling up shows nothing of ana's turn.
cap -t hot -S -
leak=""
for c in $anacards; do grep -qF -- "$c" "$T/cap" && leak="$leak $c"; done
[ -z "$leak" ] && ! grep -q 'ana>' "$T/cap"
check "the scrollback was cleared: none of ana's cards ($anacards) above the screen"
# Ctrl-C at the hand-over is no Enter: ben may still hold the terminal, so
# the question is asked again and nothing of his is drawn.
TM send-keys -t hot C-c
wait_for hot '\^C'
sleep 1
cap -t hot
! grep -q 'ben>\|you looked at\|\[' "$T/cap" && [ "$(grep -c 'ben, press Enter when nobody else is looking' "$T/cap")" = 2 ]
check "Ctrl-C at the hand-over asks again and shows none of ben's cards"
TM send-keys -t hot Enter
wait_for hot '^ben> *$'
check "then Enter hands over to ben"
# ben draws and asks to undo: ana must agree, at the terminal, so it is
# handed to her first, with ben's table and drawn card cleared from it.
type_wait hot 'draw stock' 'drawn: '
cap -t hot
bencards=$(grep -o '\[[^]]*\]' "$T/cap" | sort -u | tr '\n' ' ')
type_wait hot 'undo' 'Pass the terminal to ana\.'
cap -t hot -S -
leak=""
for c in $bencards; do grep -qF -- "$c" "$T/cap" && leak="$leak $c"; done
[ -n "$bencards" ] && [ -z "$leak" ] && ! grep -q 'drawn: \|Agree' "$T/cap"
check "undo at the hot seat: the terminal goes to ana before she is asked, none of ben's cards ($bencards) on it"
TM send-keys -t hot Enter
wait_for hot '^ana, undo takes back'
type_wait hot 'y' 'Pass the terminal to ben\.'
cap -t hot
! grep -q 'drawn: ' "$T/cap"
check "ana agrees: the terminal is handed back to ben before his table is drawn"
TM kill-session -t hot

# NO_COLOR: no escape codes at all.
start nocolor "NO_COLOR=1 $BIN play golf4 --seed 5 --players me,bot"
wait_for nocolor '^me> *$'
check 'NO_COLOR: the prompt shows'
cap -t nocolor -e
! grep -q "$ESC" "$T/cap"
check 'NO_COLOR=1: no escape codes in the capture'
TM kill-session -t nocolor

# DES-P7: a claim window asks only the seats that can use the card, and a
# pass is seen only by the passer; at the hot seat every other person
# knocks in claim order, asked or not, so no hand-over tells who could
# use it. ana deals (ana, ben, cy), one card at a time from ben: ben
# 3C 3S 4H 10D 10C AS 6C JD KH, cy 5S 5C 6D QH QS AD JC 8S KD, ana 7H 8H
# 2C 2D KS QC 5D 9C JS; the Cambio (DES-C1) gives KH to cy, KD to ana, KS
# to ben. ben draws 9H (the 28th card) and declines it: only ana can use
# it (7H 8H 9H, DES-P6), cy (5S 5C 6D QH QS AD JC 8S KH) cannot, and cy,
# after ben in the claim order, knocks first.
{ printf 'cardwright-replay 1\nvariant desmoche\nrule hands=1\nplayers ana ben cy\n'
  printf 'deck 3C 5S 7H 3S 5C 8H 4H 6D 2C 10D QH 2D 10C QS KS AS AD QC 6C JC 5D JD 8S 9C KH KD JS 9H'
  printf ' 2S 4S 6S 7S 9S 10S AH 2H 3H 5H 6H 10H JH 3D 4D 7D 8D 9D QD AC 4C 7C 8C KC\n'
  printf 'round 1\n2 cambio KH\n3 cambio KD\n1 cambio KS\n'; } >"$T/knock.replay"
# to_prompt SESSION NAME: Enter at every hand-over and knock ("nothing to
# answer now": a declaration window goes round every person, asked or
# not, DES-A4) until NAME's prompt.
to_prompt() {
	i=0
	while [ "$i" -lt "$POLL" ]; do
		case "$(prompt_line "$1")" in
		"$2>"*) return 0 ;;
		*'ress Enter'*) TM send-keys -t "$1" Enter; sleep 0.3 ;;
		esac
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
# ben_sits NAME COMMAND: the program at the hot seat, the terminal handed
# to ben, who plays first (the seat after the dealer), once the people
# have passed on the declaration window that comes before (DES-A4).
ben_sits() {
	start "$1" "$2"
	to_prompt "$1" ben
}
ben_sits knock "$BIN play --resume $T/knock.replay"
type_wait knock 'draw' 'loose: 9'
type_wait knock 'discard 9H' 'Pass the terminal to cy\.'
check 'DES-P7 at the hot seat: after the discard the terminal goes to cy, first in the claim order'
TM send-keys -t knock Enter
wait_for knock "cy: nothing to answer for ben's discard"
cap -t knock
! grep -q 'legal: claim' "$T/cap"
check 'cy, who cannot use 9H, knocks: nothing to answer, no claim offered'
TM send-keys -t knock Enter
wait_for knock 'Pass the terminal to ana\.'
check 'then ana, who can use it, gets the terminal as cy did'
TM send-keys -t knock Enter
wait_for knock "ana to answer, in ben's turn\. legal: claim, pass"
check 'ana is asked: claim or pass (DES-P7)'
TM kill-session -t knock

# NOTATION.md: input accepts the suit symbols, typed at a terminal too (a
# UTF-8 locale's line editor); and a name with an accent. The deal above,
# before the Cambio: ben's hand is 3C 3S 4H 10D 10C AS 6C JD KH, and he
# gives first (DES-C1), to cy.
head -n 6 "$T/knock.replay" >"$T/sym.replay"
ben_sits sym "LANG=C.UTF-8 $BIN play --resume $T/sym.replay"
type_wait sym 'cambio 10♦' 'Pass the terminal to cy\.'
check 'cambio 10♦ typed at a terminal is taken: the Cambio goes on to cy (NOTATION.md: suit symbols in input)'
TM send-keys -t sym Enter
wait_for sym '^cy> *$'
# a new game in the middle of one: ana and ben are asked first, and agree
TM send-keys -t sym 'new golf4 José,bot' Enter
i=0
while [ "$i" -lt "$POLL" ]; do
	case "$(prompt_line sym)" in
	'José>'*) break ;;
	*'Agree? [y/N]'*) TM send-keys -t sym 'y' Enter; sleep 0.3 ;;
	*'ress Enter'*) TM send-keys -t sym Enter; sleep 0.3 ;;
	esac
	sleep 0.1
	i=$((i + 1))
done
wait_for sym '^José> *$'
check 'a name typed with an accent keeps it: José'
TM kill-session -t sym

# The person leaving the terminal is told what their own last action did
# (the card a swap threw away, G4-3) before it is handed on; Ctrl-D at the
# hand-over leaves the program, as at the prompt (the guide), with the
# game recorded, and shows nobody's cards.
# ben_draws NAME: golf4 at the hot seat (ana, ben, seed 5), ben sits down
# first (the seat after the dealer) and draws from the stock.
ben_draws() {
	ben_sits "$1" "$BIN play golf4 --seed 5 --players ana,ben"
	TM send-keys -t "$1" 'draw stock' Enter
	wait_for "$1" 'drawn: '
}
ben_draws leave
type_wait leave 'swap 1' '^Press Enter, then pass the terminal on\.'
cap -t leave
grep -q '^you threw away .* from your slot 1$' "$T/cap" && ! grep -q 'Pass the terminal to ana' "$T/cap"
check 'ben is told the card his swap threw away before the terminal is handed on'
# words typed at the hand-over are no move: said so, and Enter asked again
type_wait leave 'draw stock' "^'draw stock' was not played: the game waits for Enter alone here"
cap -t leave
! grep -q 'Pass the terminal to ana' "$T/cap" && [ "$(prompt_line leave)" = 'Press Enter, then pass the terminal on.' ]
check 'words typed at the hand-over are said not played, and Enter is asked for again'
TM send-keys -t leave Enter
wait_for leave 'Pass the terminal to ana\.'
check 'then the terminal goes to ana'
TM send-keys -t leave C-d
wait_for leave '^the game so far is recorded in '
cap -t leave
! grep -q '^ana> *$' "$T/cap"
check 'Ctrl-D at the hand-over leaves, the game recorded, no prompt for ana'
TM kill-session -t leave

# Keys typed ahead by the person leaving (an Enter more, or two) are
# thrown away when the next one is asked to sit down: they passed that
# screen, and the table showed ana's looked-at cards to ben.
ben_sits ahead "$BIN play golf4 --seed 12 --players ana,ben --rule holes=1"
TM send-keys -t ahead 'draw stock' Enter 'discard' Enter Enter Enter
wait_for ahead '^ana, press Enter when nobody else is looking\.'
sleep 1
cap -t ahead
[ "$(prompt_line ahead)" = 'ana, press Enter when nobody else is looking.' ] && ! grep -q '^ana> *$' "$T/cap"
check 'keys typed ahead at the hand-over do not pass the next person'"'"'s screen'
TM kill-session -t ahead

# A terminal 40 columns wide: the compact table goes on between two slots,
# never inside a card (the terminal's own wrapping split "10♣"). Joined
# as the terminal wrapped them (-J), the six seats' second rows still
# begin lines of their own.
TM new-session -d -s narrow -x 40 -y 24 \
	"env LANG=C.UTF-8 TERM=xterm-256color XDG_STATE_HOME=$T/narrow HOME=$T/narrow $BIN play golf6 --players me,bot,bot,bot,bot,bot --seed 3; sleep 120"
wait_for narrow '^me> *$'
cap -t narrow -J
[ "$(grep -c '^    / 4 ' "$T/cap")" = 6 ]
check 'at 40 columns each layout goes on after a slot, on a line of its own (six seats)'
TM kill-session -t narrow

# An undo another person refuses is told to the asker too, when the
# terminal comes back to them (not only to the person who refused).
ben_draws refuse
type_wait refuse 'undo' 'Pass the terminal to ana\.'
TM send-keys -t refuse Enter
wait_for refuse '^ana, undo takes back'
type_wait refuse 'n' 'Press Enter, then pass the terminal on\.'
TM send-keys -t refuse Enter
wait_for refuse 'Pass the terminal to ben\.'
TM send-keys -t refuse Enter
wait_for refuse '^(your undo: ana did not agree; the game goes on)$'
check 'a refused undo is told to ben when the terminal comes back to him'
TM kill-session -t refuse

# Hot seat: the lines a person typed are not the next person's to call
# back. ben passes JD to cy (DES-C1, DES-C2: only ben and cy may know it);
# at ana's prompt the arrow keys used to bring back 'cambio JD', and the
# history file kept it for the next session.
# sit_down SESSION NAME: the person told to sit down presses Enter and
# gets the prompt
sit_down() {
	TM send-keys -t "$1" Enter
	wait_for "$1" "^$2> *\$"
}
start hist "$BIN play desmoche --players ana,ben,cy --seed 11 --rule hands=1"
to_prompt hist ben
type_wait hist 'cambio JD' 'Pass the terminal to cy\.'
sit_down hist cy
type_wait hist 'cambio 5C' 'Pass the terminal to ana\.'
sit_down hist ana
TM send-keys -t hist Up Up
sleep 1
[ "$(prompt_line hist)" = 'ana>' ] || [ "$(prompt_line hist)" = 'ana> ' ]
check "hot seat: the arrow keys at ana's prompt bring back no line ben or cy typed"
TM send-keys -t hist C-c
type_wait hist 'quit' 'recorded in'
! grep -q 'cambio' "$T/hist/cardwright/history" 2>/dev/null
check 'hot seat: the history file keeps no line of a game passed between people'
TM kill-session -t hist

# Hot seat, DES-A4: window A asks only the seats whose dealt hand qualifies
# (this deal: ben's and cy's Peladillas), and who was asked is theirs to
# know. Every person gets the terminal in the window's order, asked or not:
# ana, not asked, is handed it after cy, before the Cambio begins.
start decl "$BIN play desmoche --players ana,ben,cy --seed 26836104779342831 --rule hands=1"
wait_for decl 'Pass the terminal to ben\.'
sit_down decl ben
wait_for decl 'ben to play\. legal: declare peladilla, pass'
type_wait decl 'pass' 'Pass the terminal to cy\.'
sit_down decl cy
type_wait decl 'pass' 'Pass the terminal to ana\.'
TM send-keys -t decl Enter
wait_for decl '^ana: nothing to answer now\. Press Enter to pass the terminal on\.' &&
	TM send-keys -t decl Enter && wait_for decl 'Pass the terminal to ben\.' &&
	sit_down decl ben && wait_for decl 'ben to play\. legal: cambio '
check "hot seat: a person a declaration window does not ask is handed the terminal too (DES-A4)"
TM kill-session -t decl

# The same knocking when the game is resumed where play stopped: a file
# that ends on ben's discard of 9H (the deal above; knock.replay itself
# has been played on) hands the terminal to
# cy first, who cannot use it, then to ana (DES-P7), as played through;
# it went straight to ana, the one seat asked.
{ printf 'cardwright-replay 1\nvariant desmoche\nrule hands=1\nplayers ana ben cy\n'
  printf 'deck 3C 5S 7H 3S 5C 8H 4H 6D 2C 10D QH 2D 10C QS KS AS AD QC 6C JC 5D JD 8S 9C KH KD JS 9H'
  printf ' 2S 4S 6S 7S 9S 10S AH 2H 3H 5H 6H 10H JH 3D 4D 7D 8D 9D QD AC 4C 7C 8C KC\n'
  printf 'round 1\n2 cambio KH\n3 cambio KD\n1 cambio KS\n2 draw\n2 discard 9H\n'; } >"$T/knock2.replay"
start knock2 "$BIN play --resume $T/knock2.replay"
wait_for knock2 'Pass the terminal to cy\.' && TM send-keys -t knock2 Enter &&
	wait_for knock2 "cy: nothing to answer for ben's discard" && TM send-keys -t knock2 Enter &&
	wait_for knock2 'Pass the terminal to ana\.'
check 'resumed after a discard: every person knocks in claim order, asked or not (DES-P7)'
TM kill-session -t knock2
# and a file that stops at the deal of the game above, window A open:
# ben and cy are asked, ana too gets the terminal (DES-A4)
printf 'cardwright-replay 1\nvariant desmoche\nrule hands=1\nplayers ana ben cy\nseed 26836104779342831\nround 1\n' >"$T/decl.replay"
start decl2 "$BIN play --resume $T/decl.replay"
wait_for decl2 'Pass the terminal to ben\.' && sit_down decl2 ben &&
	type_wait decl2 'pass' 'Pass the terminal to cy\.' && sit_down decl2 cy &&
	type_wait decl2 'pass' 'Pass the terminal to ana\.' && TM send-keys -t decl2 Enter &&
	wait_for decl2 '^ana: nothing to answer now\.'
check 'resumed inside a declaration window: a person it does not ask is handed the terminal too (DES-A4)'
TM kill-session -t decl2

# Hot seat: `quit` at the next deal's hand-off leaves without showing
# the deal. It used to print the table of the seat it was handed to,
# with that person's peeked cards (G4-2), to whoever sat there.
start nd "$BIN play golf4 --seed 11 --players ana,ben"
wait_for nd 'press Enter when nobody else is looking' && TM send-keys -t nd Enter &&
	wait_for nd '^ben> *$' && type_wait nd 'knock' 'Press Enter, then pass the terminal on' &&
	type_wait nd '' '^ana, press Enter when nobody else is looking' &&
	TM send-keys -t nd Enter && wait_for nd '^ana> *$' && type_wait nd 'draw stock' 'drawn: ' &&
	type_wait nd 'discard' 'The round is over: press Enter to clear the screen' &&
	TM send-keys -t nd Enter &&
	wait_for nd 'The next deal: [a-z]*, press Enter when nobody else is looking' &&
	type_wait nd 'quit' 'recorded in' && cap -t nd -S - &&
	! grep -q 'round 2\|to play\|you looked at\|\[' "$T/cap"
check "hot seat: quit at the next deal's hand-off shows nobody's cards"
TM kill-session -t nd

# Hot seat: a person who leaves mid-turn (Ctrl-D) leaves none of their
# cards on the screen or in its scrollback for the next one there: the
# drawn card and the peeked ones (G4-2) used to stay above the message.
start lv "$BIN play golf4 --seed 5 --players ana,ben"
wait_for lv 'press Enter when nobody else is looking' && TM send-keys -t lv Enter &&
	wait_for lv '^ben> *$' && type_wait lv 'draw stock' 'drawn: ' && cap -t lv &&
	bencards=$(grep -o '\[[^]]*\]' "$T/cap" | sort -u | tr '\n' ' ') && [ -n "$bencards" ] &&
	TM send-keys -t lv C-d && wait_for lv 'the game so far is recorded in' && cap -t lv -S -
leak=""
for c in $bencards; do grep -qF -- "$c" "$T/cap" && leak="$leak $c"; done
[ -n "$bencards" ] && [ -z "$leak" ] && ! grep -q 'drawn: \|ben>' "$T/cap"
check "hot seat: leaving mid-turn clears the screen and scrollback of the leaver's cards"
TM kill-session -t lv

# Keys typed while a bot plays (a search of 100,000 playouts, a second or
# more) are dropped when the person's prompt comes, and said so: they were
# typed before the bot's move was shown. They used to be played blind.
# The keys go in at once, before the search can end however fast the
# machine; the wait for the prompt is long, however slow (a loaded
# machine took more than 20 s for a longer search).
start ty "$BIN play golf4 --seed 8 --players ana,mcts:100000"
TM send-keys -t ty 'draw stock' Enter 'discard' Enter
POLL=1200
wait_for ty 'what was typed while the bots played is not played' && wait_for ty '^ana> *$' && cap -t ty -S - &&
	! grep -q 'you drew' "$T/cap"
check "keys typed while a bot plays are not played, and the table says so"
POLL=200
TM kill-session -t ty

# `show` after the terminal was made smaller draws the table for the new
# size: six golf6 layouts (two rows of three, G6-1) do not fit 20 lines,
# so each is one line; the seat's mark fits its line or goes whole on the
# next. It used to draw the table for the size the game began with.
start rs "$BIN play golf6 --seed 5 --players ana,bot,bot,bot,bot,bot"
wait_for rs '^ana> *$' && TM resize-window -t rs -x 60 -y 20 && sleep 0.5 &&
	type_wait rs 'show' '^  bot6, total 0: 1 ' && cap -t rs &&
	grep -q '^  ana (you), total 0: 1 ##  2 ##  3 ## / 4 ##  5 ##  6 ##$' "$T/cap" && grep -q '^ *<- to play$' "$T/cap"
check "show follows a terminal made smaller: one line a layout, the mark whole"
TM kill-session -t rs

# Hot seat: a hand's end is everybody's to read, the cards above it are
# not. Desmoche hands are private, at the end too (DES-P18). The end used to
# be drawn under the last person's own hand; now that person reads what
# was theirs, presses Enter, and the end is drawn on a cleared screen.
# Both people fold at their first turn (DES-P16); the bot plays the hand
# out alone.
start de "$BIN play desmoche --seed 21 --players ana,ben,bot --rule hands=1"
bencards="" anacards="" folded="" knocked=""
steps=0 waits=0
while [ "$steps" -lt 400 ] && [ "$waits" -lt 3000 ]; do
	steps=$((steps + 1))
	cap -t de
	last=$(grep -v '^ *$' "$T/cap" | tail -n 1)
	case "$last" in
	*"is over: press Enter"*) break ;;
	"ana: nothing to answer"*|"ben: nothing to answer"*)
		case " $folded " in *" ${last%%:*} "*) knocked="$knocked ${last%%:*}" ;; esac
		TM send-keys -t de Enter ;;
	"ana> "*|"ben> "*|ana\>|ben\>)
		who=${last%%>*}
		mine=$(grep '^    hand: ' "$T/cap" | grep -v '##' | tail -n 1)
		[ "$who" = ben ] && [ -z "$bencards" ] && bencards=$mine
		[ "$who" = ana ] && [ -z "$anacards" ] && anacards=$mine
		if grep 'legal:' "$T/cap" | tail -n 1 | grep -q 'fold'; then
			TM send-keys -t de fold Enter
			folded="$folded $who"
		else
			TM send-keys -t de "$(grep 'legal:' "$T/cap" | tail -n 1 | sed 's/.*legal: //; s/,.*//')" Enter
		fi ;;
	*"ress Enter"*) TM send-keys -t de Enter ;;
	*) steps=$((steps - 1)) waits=$((waits + 1)); sleep 0.1; continue ;;	# a bot plays: up to 300 s in all
	esac
	before=$(cat "$T/cap")
	i=0
	while [ "$i" -lt 20 ]; do
		sleep 0.1
		cap -t de
		[ "$(cat "$T/cap")" != "$before" ] && break
		i=$((i + 1))
	done
done
cap -t de
last=$(grep -v '^ *$' "$T/cap" | tail -n 1)
[ -n "$bencards" ] && [ -n "$anacards" ] && case "$last" in *"The hand is over: press Enter to clear the screen"*) true ;; *) false ;; esac &&
	! grep -q 'end of hand 1' "$T/cap"
check "hot seat: the hand's end waits for Enter before it is drawn (steps $steps)"
[ "$folded" = " ben ana" ] && [ -z "$knocked" ]
check "hot seat: a person who folded knocks for no discard after (DES-P16; folded:$folded, knocked after:$knocked)"
TM send-keys -t de Enter && wait_for de 'game over' -S - && cap -t de -S -
[ -n "$bencards" ] && ! grep -qF -- "$bencards" "$T/cap" && ! grep -qF -- "$anacards" "$T/cap" &&
	grep -q -- '^-- end of hand 1$' "$T/cap" && grep -q '^standings: ' "$T/cap"
check "hot seat: the hand's end is drawn on a cleared screen and scrollback, no hand above it"
TM kill-session -t de

# `hint` searches with the variant's hooks; where they take seconds (each
# legal list of slow_bots.lua about 2.5 s), Ctrl-C stops the search when
# the call under way returns, and the prompt comes back. It used to go on
# for a minute and more, deaf to Ctrl-C.
start hc "$BIN play $(pwd)/tests/hostile/round7/slow_bots.lua --seed 1 --players me,bot"
POLL=1200
wait_for hc '^me> *$' && TM send-keys -t hc 'hint' Enter && sleep 1 && TM send-keys -t hc C-c &&
	wait_for hc 'the search stopped (Ctrl-C) before any playout ended$' && wait_for hc '^me> *$'
check "hint: Ctrl-C stops a slow search, and the game goes on"
POLL=200
TM kill-session -t hc
