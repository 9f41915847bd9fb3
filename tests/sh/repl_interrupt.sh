#!/bin/sh
# Ctrl-C at the prompt clears a half-typed line and the game goes on, as in
# a shell; Ctrl-D leaves cleanly: exit 0, the recording named, and the
# recording holds every action played (nothing that was played is lost).
if ! command -v tmux >/dev/null 2>&1; then echo "1..0 # SKIP no tmux"; exit 0; fi
echo "1..5"
fails=0
T=$(mktemp -d)
SOCK="$T/sock"
trap 'tmux -S "$SOCK" kill-server 2>/dev/null; rm -rf "$T"' EXIT
tmux -S "$SOCK" new-session -d -x 120 -y 40 \
	"XDG_STATE_HOME=$T/state HOME=$T ./cardwright play golf4 --seed 4 --players me,bot; echo EXIT=\$?; sleep 30"
wait_for() {	# text: poll the pane for up to 5 s
	i=0
	while [ $i -lt 50 ]; do
		tmux -S "$SOCK" capture-pane -p | grep -q "$1" && return 0
		sleep 0.1; i=$((i + 1))
	done
	return 1
}
wait_for "^me>" && tmux -S "$SOCK" send-keys "draw stock" Enter
wait_for "legal: swap 1" && tmux -S "$SOCK" send-keys "swa"
wait_for "^me> swa" && tmux -S "$SOCK" send-keys C-c
if wait_for "^me> *$"; then echo "ok 1 - Ctrl-C on a half-typed line gives a fresh prompt"; else echo "not ok 1 - Ctrl-C on a half-typed line gives a fresh prompt"; fails=$((fails + 1)); fi
tmux -S "$SOCK" send-keys "legal" Enter
# The half-typed 'swa' is gone: 'legal' alone is read, and answers.
if wait_for "^legal: swap 1" && ! tmux -S "$SOCK" capture-pane -p | grep -q "swalegal"; then
	echo "ok 2 - the cleared line is not read; the game goes on"; else echo "not ok 2 - the cleared line is not read; the game goes on"; fails=$((fails + 1)); fi
tmux -S "$SOCK" send-keys C-d
if wait_for "EXIT=0"; then echo "ok 3 - Ctrl-D at the prompt exits with status 0"; else echo "not ok 3 - Ctrl-D at the prompt exits with status 0"; fails=$((fails + 1)); fi
if tmux -S "$SOCK" capture-pane -p | grep -q "the game so far is recorded in"; then
	echo "ok 4 - it names the recording"; else echo "not ok 4 - it names the recording"; fails=$((fails + 1)); fi
f=$(ls "$T"/state/cardwright/games/*.replay 2>/dev/null | head -1)
if [ -n "$f" ] && grep -q "^1 draw stock$" "$f" && ./cardwright replay "$f" >/dev/null 2>&1; then
	echo "ok 5 - the recording holds the draw and verifies"; else echo "not ok 5 - the recording holds the draw and verifies"; fails=$((fails + 1)); fi
exit $fails
