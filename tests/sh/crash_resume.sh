#!/bin/sh
# Crash and resume: a play session fed through a FIFO is killed with
# SIGKILL mid-game; the recording it leaves must verify with `replay` and
# `play --resume` must go on from its last complete action, recording on
# in the same file. Run from the top of the tree (make test).
# (A save to an unwritable path is covered by repl_session.sh.)
BIN=./cardwright
T=$(mktemp -d) || exit 1
PID=
cleanup() {
	[ -n "$PID" ] && kill -9 "$PID" 2>/dev/null
	exec 3>&- 2>/dev/null
	rm -rf "$T"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -n "$2" ] && [ -f "$2" ] && sed 's/^/# /' "$2" | head -n 40; }

echo "1..9"

ST="$T/state"
mkdir -p "$ST"
mkfifo "$T/in" || exit 1
XDG_STATE_HOME="$ST" HOME="$ST" $BIN play golf4 --seed 5 --players me,bot <"$T/in" >"$T/out1" 2>"$T/err1" &
PID=$!
exec 3>"$T/in"

# wait_for FILE PATTERN: up to 10 s for a line matching PATTERN.
wait_for() {
	i=0
	while [ "$i" -lt 100 ]; do
		[ -f "$1" ] && grep -q "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
rec() { ls "$ST"/cardwright/games/*.replay 2>/dev/null | head -n 1; }

# The person's actions, one turn at a time, waiting for each to reach the
# recording (the bot answers in between).
printf 'draw stock\n' >&3
printf 'discard\n' >&3
wait_for "$T/out1" 'me to play.*draw stock' && sleep 0.2
printf 'draw stock\n' >&3
printf 'swap 2\n' >&3
i=0
while [ "$i" -lt 100 ]; do
	f=$(rec)
	[ -n "$f" ] && grep -q '^1 swap 2$' "$f" && break
	sleep 0.1
	i=$((i + 1))
done
f=$(rec)
# A half-typed line the program never finished reading, then the crash.
printf 'draw st' >&3
sleep 0.2
kill -9 "$PID" 2>/dev/null
wait "$PID" 2>/dev/null
rc=$?
PID=
exec 3>&-
if [ "$rc" -eq 137 ]; then ok "the session was killed with SIGKILL mid-game"; else notok "killed with SIGKILL (exit $rc)" "$T/err1"; fi

if [ -n "$f" ] && grep -q '^1 discard$' "$f" && grep -q '^1 swap 2$' "$f"; then
	ok "the recording holds the actions played before the crash"
else
	notok "the recording holds the actions played before the crash" "$f"
fi

if $BIN replay "$f" >"$T/v1" 2>&1 && grep -q 'verified so far' "$T/v1"; then
	ok "the recording left by the crash verifies (game in progress)"
else
	notok "the recording left by the crash verifies" "$T/v1"
fi

lines=$(wc -l <"$f")
last=$(tail -n 1 "$f")
cp "$f" "$T/before"

# Resume: what it shows first must be the position after the recorded actions.
printf 'draw stock\ndiscard\n' |
	XDG_STATE_HOME="$ST" HOME="$ST" $BIN play --resume "$f" >"$T/out2" 2>"$T/err2"
rc=$?
if [ "$rc" -eq 0 ]; then ok "play --resume exits 0 at the end of its input"; else notok "play --resume exits 0 (exit $rc)" "$T/err2"; fi

# The first table of the resumed session and of the crashed one after the
# same actions: the position the last table before the crash showed.
first_table() { awk '/^round [0-9]+, / { p = 1 } p { print } p && /^me to play\./ { exit }' "$1"; }
last_table() { awk '/^round [0-9]+, / { buf = ""; p = 1 } p { buf = buf $0 "\n" } p && /^me to play\./ { last = buf; p = 0 } END { printf "%s", last }' "$1"; }
first_table "$T/out2" >"$T/t2"
last_table "$T/out1" >"$T/t1"
if [ -s "$T/t2" ] && grep -q '^me to play\. legal: draw stock' "$T/t2" && cmp -s "$T/t1" "$T/t2"; then
	ok "the resumed game's first table is the position after the last recorded action"
else
	notok "the resumed game's first table is the position after the last recorded action" "$T/out2"
	diff "$T/t1" "$T/t2" | sed 's/^/# /' | head -n 20
fi

# The resumed session played `draw stock`, `discard` (and the bot its
# turn): the file grew by those lines and nothing before them changed.
if head -n "$lines" "$f" | cmp -s - "$T/before"; then
	ok "the recording keeps every line it had (last was '$last')"
else
	notok "the recording keeps every line it had" "$f"
fi
new=$(tail -n +"$((lines + 1))" "$f")
if [ "$(printf '%s\n' "$new" | head -n 2)" = "$(printf '1 draw stock\n1 discard')" ]; then
	ok "the recording grew by the actions played after resuming"
else
	notok "the recording grew by the actions played after resuming" "$f"
fi

if $BIN replay "$f" >"$T/v2" 2>&1 && grep -q 'verified' "$T/v2"; then
	ok "the resumed recording verifies"
else
	notok "the resumed recording verifies" "$T/v2"
fi

# The resumed position after those actions equals a fresh, uncrashed
# session given the same input from the start.
printf 'draw stock\ndiscard\ndraw stock\nswap 2\ndraw stock\ndiscard\n' |
	XDG_STATE_HOME="$T/fresh" HOME="$T/fresh" $BIN play golf4 --seed 5 --players me,bot >"$T/out3" 2>&1
g=$(ls "$T"/fresh/cardwright/games/*.replay 2>/dev/null | head -n 1)
if [ -n "$g" ] && cmp -s "$f" "$g"; then
	ok "crash + resume records the same game as one uninterrupted session"
else
	notok "crash + resume records the same game as one uninterrupted session" "$g"
	diff "$f" "$g" | sed 's/^/# /' | head -n 20
fi
