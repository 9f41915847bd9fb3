#!/bin/sh
# make strength: the search bot against the greedy one, two seats, each
# bot in each seat for half the games (so the first turn favours nobody),
# with the same seeds; then the time of one default-budget decision in
# golf4, golf6, cabo and desmoche, and how the win share grows with the
# budget in golf4. Figures for docs/bots.md; nothing here is a test.
#   sh bench/strength.sh [SCALE [PART...]]   SCALE multiplies the game
#   counts (default 1); PART: duel, budget, time (default all three).
#   STRENGTH_DUELS="golf4:50 cabo:5" and STRENGTH_BUDGETS="25 100" choose
#   the variants (with games per seat order) and the budgets;
#   STRENGTH_TIMES="golf4 cabo" the variants of the time part;
#   STRENGTH_BIN another build of the program (its variants/ beside it).
BIN=${STRENGTH_BIN:-./cardwright}
SCALE=${1:-1}
[ $# -gt 0 ] && shift
PARTS=${*:-duel budget time}
want() { case " $PARTS " in *" $1 "*) return 0 ;; esac; return 1; }
SEED=${STRENGTH_SEED:-11}
JOBS=$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"

# CPU time, not wall time: the machine may be shared. `times` (run in
# this shell, not a subshell) prints the shell's and then its children's
# user and system time; CPU is set to the children's, in ms.
cpu_ms() {
	times >"$T/times"
	CPU=$(tail -n 1 "$T/times" | perl -ne '/(\d+)m([\d.]+)s (\d+)m([\d.]+)s/ and printf "%d", 1000 * ($1 * 60 + $2 + $3 * 60 + $4)')
}

# The win share of bot A against B in VARIANT over 2*N games, A first
# then A second, from the JSON summaries (ties shared).
duel() {	# variant games A B [rules...]
	v=$1 g=$2 a=$3 b=$4
	shift 4
	$BIN sim "$v" --players 2 --games "$g" --seed "$SEED" --jobs "$JOBS" --bots "$a,$b" --json "$@" >"$T/1.json" || return 1
	$BIN sim "$v" --players 2 --games "$g" --seed "$SEED" --jobs "$JOBS" --bots "$b,$a" --json "$@" >"$T/2.json" || return 1
	perl -e '
		my ($w, $n) = (0, 0);
		for my $k (0, 1) {
			local $/; open my $f, "<", $ARGV[$k] or die; my $j = <$f>;
			my @w = $j =~ /"win_840ths":(\d+)/g; my ($g) = $j =~ /"games":(\d+)/;
			$w += $w[$k] / 840; $n += $g;
		}
		my $p = $w / $n;
		my $e = 1.96 * sqrt($p * (1 - $p) / $n);
		printf "%.1f%% [%.1f, %.1f] of %d games", 100 * $p, 100 * ($p - $e), 100 * ($p + $e), $n;
	' "$T/1.json" "$T/2.json"
}

# Games per seat order: enough for a 95% interval clear of 60% at the
# shares measured (docs/bots.md); the other variants cost more a game.
if want duel; then
	echo "== mcts (default budget) against greedy, 2 seats, seed $SEED"
	for spec in ${STRENGTH_DUELS:-golf4:200 golf6:20 cabo:20 desmoche:200}; do
		set -- ${spec%:*} $((${spec#*:} * SCALE))
		cpu_ms
		c0=$CPU
		r=$(duel "$1" "$2" mcts greedy)
		cpu_ms
		echo "$1: mcts wins $r ($(((CPU - c0) / 1000)) s CPU)"
	done
fi

if want budget; then
	echo "== golf4: win share against greedy by budget"
	for n in ${STRENGTH_BUDGETS:-25 100 400 1600}; do
		echo "mcts:$n: $(duel golf4 $((25 * SCALE)) mcts:$n greedy)"
	done
fi

want time || exit 0
echo "== one default-budget decision (the hint at a fixed position, 20 times; CPU time)"
printf 'cardwright-replay 1\nvariant golf4\nplayers ana ben\nseed 11\n\nround 1\nben draw stock\n' >"$T/golf4.replay"
printf 'cardwright-replay 1\nvariant golf6\nplayers ana ben\nseed 11\n\nround 1\n%s\n' \
	"ben flip 2
ben flip 5
ana flip 4
ana flip 5
ben draw stock" >"$T/golf6.replay"
# cabo and desmoche: the first decision of the deal
for v in cabo desmoche; do
	printf 'cardwright-replay 1\nvariant %s\nplayers ana ben\nseed 11\n\nround 1\n' $v >"$T/$v.replay"
done
for v in ${STRENGTH_TIMES:-golf4 golf6 cabo desmoche}; do
	to=$(($(wc -l <"$T/$v.replay") + 1))
	cpu_ms
	t0=$CPU
	for i in $(seq 20); do printf 'quit\n' | $BIN replay "$T/$v.replay" --to $to >/dev/null 2>&1; done
	cpu_ms
	t1=$CPU
	for i in $(seq 20); do printf 'hint\nquit\n' | $BIN replay "$T/$v.replay" --to $to >/dev/null 2>&1; done
	cpu_ms
	t2=$CPU
	echo "$v per decision: $(( ((t2 - t1) - (t1 - t0)) / 20 )) ms CPU (hint less the same session without it)"
done
