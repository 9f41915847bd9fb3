#!/bin/sh
# An eighth round of attacks (docs/robustness.md, "Self-attack, eighth
# round"): the configure hooks handed the host's checked copy of a
# variant, a served table of search bots holding the server's only
# thread, replays arriving in parts on many connections, and `sim
# --merge` of a summary that parses into hundreds of megabytes. The
# criteria are round 5's. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round8
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh

# ---- the configure hooks are handed the read-only object ----
printf 'quit\n' >"$T/in"
run $SCRIPT_KB "hook_fields: check_options and overrides are handed the variant object" "^hook_fields, 2 players, 1 game" \
	$BIN sim "$R/hook_fields.lua" --games 1 --players 2 --seed 1
mkdir -p "$T/cwd/rec"
run $SCRIPT_KB "hook_simulate: a hook cannot change the fields the simulator reads" "^hook_simulate, 2 players, 2 games" \
	$BIN sim "$R/hook_simulate.lua" --games 2 --players 2 --seed 1 --record rec
grep '^rule ' "$T/cwd/rec/game-1.replay" | tr ' ' '\n' | grep -qx 'holes=1' && ! raw "$T/cwd/rec/game-1.replay" &&
	[ "$(grep -c '^seed' "$T/cwd/rec/game-1.replay")" = 1 ]
result $? "hook_simulate: the recording's header is the simulator's, one seed line, no escape"
run $SCRIPT_KB "hook_simulate: its recording replays to its winner" "^winner: bot[12]$" env CARDWRIGHT_PATH="$R" $BIN replay "$T/cwd/rec/game-1.replay"
rm -rf "$T/cwd/rec"

# ---- sim --merge: a summary is read only up to 1 MB ----
J=$T/json
mkdir -p "$J"
{ printf '{"format":"cardwright-sim","x":['; i=0; while [ $i -lt 1000 ]; do printf '[],'; i=$((i + 1)); done; printf '[]]}'; } >"$J/small.json"
head -c 2000000 /dev/zero | tr '\0' ' ' >"$J/big.json"
cat "$J/small.json" >>"$J/big.json"
run $FILE_KB "sim --merge of a 2 MB summary: refused before it is parsed" \
	"big.json: not a sim --json summary \([0-9]+ bytes: expected at most 1048576\)$" $BIN sim --merge "$J/big.json"
awk 'BEGIN { printf "{\"format\":\"cardwright-sim\",\"x\":["; for (i = 0; i < 348000; i++) printf "[],"; printf "[]]}" }' >"$J/arrays.json"
run $FILE_KB "sim --merge of 1 MB of empty arrays: within 64 MB, one line" \
	"arrays.json: not a sim --json summary \(format\)$" $BIN sim --merge "$J/arrays.json"

# ---- serve: the bots' turns in slices; uploads in parts count ----
if command -v node >/dev/null 2>&1; then
	start_serve
	timeout 60 node "$R/bot_table.mjs" "$port" "mcts,mcts,mcts,mcts,mcts,mcts,mcts,mcts" '["holes=40"]' >"$T/out" 2>&1
	s=$(sed -n 's/^info answered after \([0-9.]*\) s$/\1/p' "$T/out")
	[ -n "$s" ] && awk -v s="$s" 'BEGIN { exit !(s < 5) }'
	result $? "serve: a table of eight search bots for 40 holes leaves the server answering (info within 5 s)"
	kill $spid 2>/dev/null
	i=0
	while kill -0 $spid 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
	! kill -0 $spid 2>/dev/null
	result $? "serve: SIGTERM stops it while the bots play"
	wait $spid 2>/dev/null

	start_serve
	timeout 120 node "$R/partial_uploads.mjs" "$port" 140 >"$T/out" 2>&1
	grep -q '^connections 140 refused [1-9]' "$T/out"
	result $? "serve: 140 unfinished uploads of 1 MB count against the 128 MB the server holds"
	stop_serve
else
	for k in 1 2 3; do n=$((n + 1)); echo "ok $n # SKIP no node"; done
fi

finish
