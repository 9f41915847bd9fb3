# The self-attack rounds' harness (tests/sh/hostile_round*.sh), sourced
# after tap.sh with BIN set: a private home in $T/home and a working
# directory $T/cwd; raw() finds a raw control byte, SCRIPT_KB and FILE_KB
# are the address-space caps for a script and for a file read, run() runs
# one hostile command under them, and nothing_planted() checks that the
# runs wrote no file but recordings.
export HOME="$T/home" XDG_STATE_HOME="$T/home/state" XDG_CONFIG_HOME="$T/home/config" XDG_DATA_HOME="$T/home/data"
unset TMUX CARDWRIGHT_PATH
mkdir -p "$HOME" "$T/cwd"
CTRL=$(printf '[\001-\010\013-\037\177]')
C1=$(printf '\302[\200-\237]')
raw() { LC_ALL=C grep -q "$CTRL\|$C1" "$@"; }
# A sanitizer build reserves more address space than either cap.
if LC_ALL=C grep -q __asan_init "$BIN"; then SCRIPT_KB=unlimited FILE_KB=unlimited; else SCRIPT_KB=524288 FILE_KB=65536; fi

# run KB NAME PATTERN COMMAND...: in $T/cwd, input from $T/in, under the
# address-space cap and a timeout of RUN_SECONDS (60 s unless set; KILL,
# so a hang is status 137). The timeout finds a hang, not a slow run: a
# budget counted in units of work takes longer on a loaded machine.
# Passes when the status is 0 to 2, the output holds no raw control byte
# and matches PATTERN (grep -E; empty: anything).
run() {
	kb=$1 name=$2 pat=$3
	shift 3
	(cd "$T/cwd" && ulimit -v $kb && exec timeout -s KILL "${RUN_SECONDS:-60}" "$@") <"$T/in" >"$T/out" 2>&1
	rc=$?
	if [ $rc -gt 2 ]; then
		echo "# status $rc" >>"$T/out"
		false
	elif raw "$T/out"; then
		echo "# a raw control byte in the output" >>"$T/out"
		false
	elif [ -n "$pat" ]; then
		grep -Eq -- "$pat" "$T/out"
	fi
	result $? "$name"
}

# start_serve: `serve --port 0` in $T/cwd, its log in $T/serve.log; sets
# spid and port once it listens.
start_serve() {
	rm -f "$T/serve.log"	# a log of an earlier server would give its port
	(cd "$T/cwd" && exec $BIN serve --port 0) </dev/null >"$T/serve.log" 2>&1 &
	spid=$!
	i=0
	while ! grep -qs 'http://' "$T/serve.log" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	port=$(sed -n 's/.*http:\/\/127.0.0.1:\([0-9]*\)\/.*/\1/p' "$T/serve.log" | head -n 1)
}

# nothing_planted: two checks, no file in the working directory and none in
# the home but the recordings.
nothing_planted() {
	ls -A "$T/cwd" >"$T/out" 2>&1
	[ ! -s "$T/out" ]
	result $? "no file written in the working directory"
	find "$HOME" -type f ! -path "$XDG_STATE_HOME/cardwright/games/*" >"$T/out" 2>&1
	[ ! -s "$T/out" ]
	result $? "no file written in the home but recordings"
}

# stop_serve: stops the server start_serve started.
stop_serve() {
	kill $spid 2>/dev/null
	wait $spid 2>/dev/null
}

# finish: the two checks of nothing_planted, the plan, and the status.
finish() {
	nothing_planted
	echo "1..$n"
	exit $((fails > 0))
}

# caller_terms VARIANT: the first `caller term` line of CW_BOT_TRACE in
# eight two-seat deals (seeds 1 to 8), each different line once, in
# $T/out.
caller_terms() {
	: >"$T/terms"
	for s in 1 2 3 4 5 6 7 8; do
		CW_BOT_TRACE=1 $BIN sim "$1" --games 1 --players 2 --seed $s 2>&1 | grep '^caller term' | head -n 1 >>"$T/terms"
	done
	sort -u "$T/terms" >"$T/out"
}

# hidden_replay VARIANT W PLAYERS: $T/cwd/W.replay, one hole of VARIANT
# dealt from a fixed deck; W=high changes only the stock's top and the
# last stock card, both hidden from every seat at the start.
HIDDEN_DECK="5D AS 6H JC QC AC 7D 2D QS 2S 4D 9C KH 6S 8H 7S QD 4H 10D KC 9D 5S 5H 3H JS 8C 10S 6D 10H 2C JH 4S 3D 8S AH 2H 6C 3C AD 7H 9S QH JD 7C 9H 5C 4C 3S KD 10C 8D KS"
hidden_replay() {
	d=$HIDDEN_DECK
	[ "$2" = high ] && d=$(echo "$d" | sed 's/ QS 2S / QS KS /; s/ 8D KS$/ 8D 2S/')
	printf 'cardwright-replay 1\nvariant %s\nrule holes=1\nplayers %s\n\nround 1\ndeck %s\n' "$1" "$3" "$d" >"$T/cwd/$2.replay"
}

# hidden_hints VARIANT: seat 2's hint in the low and the high deal, in
# $T/low.hint and $T/high.hint (two checks: each run passes).
hidden_hints() {
	for w in low high; do
		hidden_replay "$1" $w "bot me"
		printf 'hint\nquit\n' >"$T/in"
		run $SCRIPT_KB "$1: a hint with the stock's top $w" "a bot would play" $BIN play --resume "$T/cwd/$w.replay"
		grep -A1 'a bot would play' "$T/out" >"$T/$w.hint"
		rm -f "$T/cwd/$w.replay"
	done
	cat "$T/low.hint" "$T/high.hint" >"$T/out"
}
