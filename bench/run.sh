#!/bin/sh
# make bench: games per second of the scripted engine (1 and 2 jobs) and
# of the hand-written reference, peak memory, replay verification speed and
# the time to the REPL prompt. Usage: sh bench/run.sh BUILD_DIR [SCALE]
# (SCALE multiplies the game counts; default 1). Run from the tree's top.
D=${1:-build/bench}
SCALE=${2:-${BENCH_SCALE:-1}}
BIN=./cardwright
M=$D/measure
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

# run LABEL CMD...: prints LABEL seconds maxrss_kb
run() {
	label=$1
	shift
	if "$M" "$@" >"$T/out" 2>"$T/m" </dev/null; then
		set -- $(tail -n 1 "$T/m")
		echo "$label $2 $4"
	else
		echo "$label fail fail"
	fi
}
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / s }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
echo "command: make bench ($0 $D $SCALE)"
N=$((200000 * SCALE))
REF=$($D/golf4_ref $((5000000 * SCALE)) 4)
ref_rate=$(echo "$REF" | sed 's/.*games_per_second \([0-9]*\).*/\1/')
echo "reference C golf4 (4 random players): $REF"
# actions LABEL: the steps of the last --json run in $T/out
steps() { grep -o '"steps":[0-9]*' "$T/out" | head -n 1 | sed 's/.*://'; }
# Libraries, not variants: the family bases and the patch library.
for v in golf4 golf6 $(ls variants/*.lua | sed 's,variants/,,; s,\.lua$,,' | grep -v -e '^golf$' -e '^golf4$' -e '^golf6$' -e '^power$' -e '^patch$' -e '^golf_score$' -e '^golf_house$'); do
	# golf4 about a second, as the reference's 5,000,000 holes: its
	# start (the variant's load, some 15 ms) is then as small a part
	N=$((200000 * SCALE))
	case $v in golf4) N=$((1000000 * SCALE)) ;; golf6) ;; *) N=$((10000 * SCALE)) ;; esac
	# One game is one hole where the variant has holes; Desmoche's games
	# are its simulate rule's single hands. Four players, else two.
	A=
	for try in "--players 4 --rule holes=1" "--players 4" "--players 2"; do
		set -- $(run x $BIN sim $v --games 20 $try --bots random --jobs 1)
		if [ "$2" != fail ]; then
			A=$try
			break
		fi
	done
	if [ -z "$A" ]; then
		echo "$v: skipped (does not run with 4 or 2 players: $(head -n 1 "$T/m"))"
		continue
	fi
	[ "$A" = "--players 4 --rule holes=1" ] || v="$v ($A)"
	# the program's start (its variant's load), timed by a run of one
	# game: a short run of a fast variant is mostly start, so its actions
	# per second are counted over the time after it
	set -- $(run x $BIN sim ${v%% *} --games 1 $A --bots random --jobs 1)
	s0=$2
	set -- $(run x $BIN sim ${v%% *} --games $N $A --bots random --jobs 1 --json)
	r1=$(rate $N "$2")
	mem1=$3
	a1=$(awk -v n="$(steps)" -v t="$2" -v s="$s0" 'BEGIN { d = t - s; printf "%.0f", n / (d > 0.001 ? d : 0.001) }')
	if [ "$(nproc)" -ge 2 ]; then
		set -- $(run x $BIN sim ${v%% *} --games $N $A --bots random --jobs 2)
		r2=$(rate $N "$2")
		sp=$(awk -v a="$r2" -v b="$r1" 'BEGIN { printf "%.2f", a / b }')
	else
		r2=n/a sp=n/a
	fi
	set -- $(run x $BIN sim ${v%% *} --games $((N / 10)) $A --bots random --jobs 1)
	mem0=$3
	[ "$v" = golf4 ] && golf4_actions=$a1 golf4_games=$r1
	line="$v: 1 job $r1 games/s ($a1 actions/s after a start of ${s0} s, $(awk -v a="$a1" -v b="$golf4_actions" 'BEGIN { printf "%.2f", a / b }') of golf4's), 2 jobs $r2 games/s (x$sp), peak RSS ${mem0} KB at $((N / 10)) games, ${mem1} KB at $N games"
	if [ "$v" = golf4 ]; then
		line="$line, scripted/reference $(awk -v a="$r1" -v b="$ref_rate" 'BEGIN { printf "1/%.1f (%.4f)", b / a, a / b }')"
	fi
	echo "$line"
done

# House rules that replace one hook point: the kit plays the rest of the
# turn and asks the hook (card_value, read once per game's configuration;
# layout_score, once per seat and hole), against golf4 in the same run.
N=$((200000 * SCALE))
# golf4 is measured again just before each, so that a machine whose load
# changes during the bench does not skew the ratio.
for h in tests/variants/lib/golf4-kings-13.lua:card_value tests/scripts/constant_score.lua:layout_score; do
	set -- $(run x $BIN sim golf4 --games $N --players 4 --rule holes=1 --jobs 1 --bots random)
	r0=$(rate $N "$2")
	set -- $(run x $BIN sim ${h%%:*} --games $N --players 4 --rule holes=1 --jobs 1 --bots random)
	r1=$(rate $N "$2")
	echo "house rule with its own ${h##*:} ($(basename ${h%%:*} .lua)): 1 job $r1 games/s, $(awk -v a="$r1" -v b="$r0" 'BEGIN { printf "%.2f", a / b }') of golf4's ($r0 games/s just before)"
done

# A house rule whose scoring needs its script (golf4 with knock_penalty =
# double): the turn in the kit, the score and the knock in Lua.
N=$((20000 * SCALE))
set -- $(run x $BIN sim variants/examples/golf4-strict-knock.lua --games $N --players 4 --rule holes=1 --bots random --jobs 1)
r1=$(rate $N "$2")
echo "golf4-strict-knock (house rule, score and knock in Lua): 1 job $r1 games/s, scripted/reference $(awk -v a="$r1" -v b="$ref_rate" 'BEGIN { printf "1/%.0f (%.4f)", b / a, a / b }')"

# Actions per second (the steps of `sim --json` over the process's CPU
# time, which neighbours on a shared machine do not inflate): the
# draw-meld-discard variants against golf4, in this one run; random bots,
# as everywhere in this file (the simulator's default is the greedy bot).
cpu_rate() {	# VARIANT GAMES ARGS...: actions per CPU second, or fail
	cv=$1 cn=$2
	shift 2
	if "$M" $BIN sim "$cv" --games "$cn" --jobs 1 --json --bots random "$@" >"$T/out" 2>"$T/m" </dev/null; then
		cs=$(grep -o '"steps":[0-9]*' "$T/out" | cut -d: -f2)
		set -- $(tail -n 1 "$T/m")
		awk -v s="$cs" -v c="$6" 'BEGIN { printf "%.0f", s / (c > 0 ? c : 1e-9) }'
	else
		echo fail
	fi
}
# Each run is about a second or more of CPU, so that a program's start
# (some 15 ms: the variant's load, the libraries') is a small part of it.
ga=$(cpu_rate golf4 $((1000000 * SCALE)) --players 4 --rule holes=1)
echo "golf4 (4 players, one hole): $ga actions per CPU second"
for v in desmoche conquien; do
	da=$(cpu_rate $v $((10000 * SCALE)) --players 4)
	echo "$v (4 players, one hand): $da actions per CPU second, $(awk -v a="$da" -v b="$ga" 'BEGIN { printf "1/%.0f (%.4f)", b / a, a / b }') of golf4's"
done
da=$(cpu_rate desmoche-online $((2500 * SCALE)) --players 2)
echo "desmoche-online (2 players, one hand): $da actions per CPU second, $(awk -v a="$da" -v b="$ga" 'BEGIN { printf "1/%.0f (%.4f)", b / a, a / b }') of golf4's"

# golf4 against the reference in CPU time too (random seats, as the
# reference plays), in pairs: the machine's speed moves between two
# states within minutes, and a pair taken back to back falls in one of
# them far more often than two runs minutes apart (the first block). Five
# pairs, each program about a second (the reference 5,000,000 holes,
# golf4 1,000,000, so that golf4's start, some 15 ms, weighs little); the
# figure is the median of the pairs' ratios, with the lowest and highest.
N=$((1000000 * SCALE))
NR=$((5000000 * SCALE))
: >"$T/pairs"
for k in 1 2 3 4 5; do
	"$M" $BIN sim golf4 --games $N --players 4 --rule holes=1 --bots random --jobs 1 >/dev/null 2>"$T/m" </dev/null
	set -- $(tail -n 1 "$T/m")
	gcpu=$6
	"$M" $D/golf4_ref $NR 4 >/dev/null 2>"$T/m" </dev/null
	set -- $(tail -n 1 "$T/m")
	awk -v n=$N -v g="$gcpu" -v nr=$NR -v r="$6" 'BEGIN { printf "%.0f %.0f %.4f\n", n / g, nr / r, (n / g) / (nr / r) }' >>"$T/pairs"
done
sort -n -k3 "$T/pairs" >"$T/sorted"
set -- $(sed -n 3p "$T/sorted")
lo=$(sed -n 1p "$T/sorted" | cut -d' ' -f3)
hi=$(sed -n 5p "$T/sorted" | cut -d' ' -f3)
echo "golf4 (random seats, one hole) in CPU time, 5 pairs: the median pair $1 games per CPU second, reference $2: scripted/reference $(awk -v x="$3" 'BEGIN { printf "1/%.2f (%.4f)", 1 / x, x }') (pairs from $(awk -v x="$lo" 'BEGIN { printf "1/%.2f", 1 / x }') to $(awk -v x="$hi" 'BEGIN { printf "1/%.2f", 1 / x }'))"

# Replay verification: every golden replay, repeated.
K=$((20 * SCALE))
cat >"$T/replays.sh" <<EOS
i=0
while [ \$i -lt $K ]; do for f in tests/replays/*.replay; do $BIN replay "\$f" >/dev/null || exit 1; done; i=\$((i + 1)); done
EOS
nrep=$(($(ls tests/replays/*.replay | wc -l) * K))
nact=$(($(cat tests/replays/*.replay | grep -cv '^[#[:space:]]') * K))
set -- $(run x sh "$T/replays.sh")
echo "replay verification: $nrep replays in $2 s: $(rate $nrep "$2") replays/s (each a new process; ~$(rate $nact "$2") lines/s)"

# Time to the REPL prompt: the REPL with no input starts, prints its
# prompt and leaves at end of input.
best=
for i in 1 2 3 4 5; do
	set -- $(run x $BIN)
	best=$(awk -v a="$2" -v b="${best:-999}" 'BEGIN { print (a < b) ? a : b }')
done
echo "start to REPL prompt (./cardwright </dev/null, best of 5): $best s, peak RSS $3 KB"
