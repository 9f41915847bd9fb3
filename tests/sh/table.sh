#!/bin/sh
# The table layer: every front end opens a configured table the same way,
# so one fault gives the same one line (and exit 2) from each of them.
# Run from the top of the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
n=0
echo "1..19"
# same NAME LINE COMMAND...: exit 2, and stderr is exactly LINE.
same() {
	name=$1 want=$2
	shift 2
	"$@" >"$T/out" 2>"$T/err"
	rc=$?
	n=$((n + 1))
	if [ $rc = 2 ] && [ "$(cat "$T/err")" = "$want" ]; then echo "ok $n - $name"; else
		echo "not ok $n - $name: exit $rc"; sed 's/^/#   got: /' "$T/err"; echo "#   expected: $want"; fi
}
U="cardwright: unknown variant 'nosuch' (see 'cardwright variants')"
same "sim: an unknown variant" "$U" $BIN sim nosuch --games 1
same "check: an unknown variant" "$U" $BIN check nosuch --games 1
same "rules: an unknown variant" "$U" $BIN rules nosuch
same "score: an unknown variant" "$U" $BIN score nosuch 'AS'
# DES-D1: Desmoche is for 2 to 4 players.
same "sim: DES-D1 desmoche with 5 players" "cardwright: desmoche is for 2 to 4 players, not 5" \
	$BIN sim desmoche --players 5 --games 1
R="cardwright: bad rule 'queen': expected NAME=VALUE"
same "sim: a rule that is not NAME=VALUE" "$R" $BIN sim golf4 --rule queen --games 1
same "check: a rule that is not NAME=VALUE" "$R" $BIN check golf4 --rule queen --games 1
same "score: a rule that is not NAME=VALUE" "$R" $BIN score golf4 --rule queen 'AS'
P="cardwright: --players takes a number from 1 to 16"
same "sim: --players 17" "$P" $BIN sim golf4 --players 17
same "check: --players 17" "$P" $BIN check golf4 --players 17
# G4-1: past the program's sixteen seats the variant's own range is told.
same "sim: G4-1 golf4 with 9 players" "cardwright: golf4 is for 2 to 8 players, not 9" $BIN sim golf4 --players 9
# A word of --players that begins with a bot's kind is a bot, its budget
# checked as sim checks --bots; never a person of that name. play and
# serve read the list alike, and refuse a name given twice (the
# recording could not be replayed).
B="bad budget in 'mcts:0': mcts:N takes N playouts from 1 to 1000000 (default 400 to 1600, by a playout's length)"
same "play: a bot with a bad budget" "cardwright: players: $B" $BIN play golf4 --players me,mcts:0
same "serve: a bot with a bad budget" "cardwright: --players: $B" timeout 10 $BIN serve --table golf4 --players me,mcts:0 --port 0
same "play: a budget for a bot that takes none" "cardwright: players: bot 'greedy' takes no budget (only mcts:N does)" \
	$BIN play golf4 --players me,greedy:3
# The bots' words are read in any case, as people type them.
same "play: MCTS:0 in capitals is a bot with a bad budget" "cardwright: players: bad budget in 'MCTS:0': mcts:N takes N playouts from 1 to 1000000 (default 400 to 1600, by a playout's length)" \
	$BIN play golf4 --players me,MCTS:0
same "play: Greedy:3 is greedy, which takes no budget" "cardwright: players: bot 'greedy' takes no budget (only mcts:N does)" \
	$BIN play golf4 --players me,Greedy:3
n=$((n + 1))
if echo quit | HOME=$T XDG_STATE_HOME=$T/s $BIN play golf4 --players me,Bot,MCTS:5 2>&1 | head -n 1 |
	grep -qx 'new game of golf4 for 3: me, bot2 (bot), mcts3 (search bot, 5 playouts a decision)'; then echo "ok $n - play: Bot and MCTS:5 seat bots"; else
	echo "not ok $n - play: Bot and MCTS:5 seat bots"; fi
same "play: a name given twice" "cardwright: players: the name 'ana' is taken twice" $BIN play golf4 --players ana,ana
same "serve: a name given twice" "cardwright: --players: the name 'ana' is taken twice" \
	timeout 10 $BIN serve --table golf4 --players ana,ana --port 0
