#!/bin/sh
# A fifth round of attacks (docs/robustness.md, "Self-attack, fifth
# round"): what came after round 4 and no earlier round tried. The scripts
# of tests/hostile/round5/ attack the card values the kits and the table
# add up, chips (a stack option, g:pay), bonuses (g:bonus) and their words,
# `simulate`, matches that never end, verb roles and renames, nested
# tables changed after variant{}, and numbers the host narrowed; then
# sim --merge, --compare and --record, real-table replays (deck, restock
# and lead lines), the command line's paths in every command, and serve's
# replay upload. Each run must end by itself within 60 s (the games
# that spend a whole game's hook budget: 600 s), exit 0 to 2,
# stay within 512 MB of address space (a script; 64 MB for a file read),
# print no raw control byte, plant no file, give the same result for the
# same seed, and say what was wrong in one line. Run from the top of the
# tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round5
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh

# ---- the scripts: what play says (the deal, a turn, rules and hint),
# rules, and two simulations of one seed that must agree ----
printf 'draw stock\ndiscard\nrules\nhint\nquit\n' >"$T/in"
while read -r s pat; do
	run $SCRIPT_KB "round5/$s: play says it" "$pat" $BIN play "$R/$s.lua" --seed 1 --players me,bot
	run $SCRIPT_KB "round5/$s: rules" "" $BIN rules "$R/$s.lua"
	run $SCRIPT_KB "round5/$s: sim" "" $BIN sim "$R/$s.lua" --games 2 --players 3 --seed 1
	cp "$T/out" "$T/sim1"
	$BIN sim "$R/$s.lua" --games 2 --players 3 --seed 1 </dev/null >"$T/sim2" 2>&1
	cmp -s "$T/sim1" "$T/sim2" >"$T/out" 2>&1
	result $? "round5/$s: the same seed gives the same simulation"
done <<'EOT'
value_huge ^cardwright: .*value_huge.lua:3: value_huge: card_value of AC returned 2147483647, expected an integer from -1000000 to 1000000$
value_min ^cardwright: .*value_min.lua:2: value_min: card_value of AC returned -2147483648, expected an integer from -1000000 to 1000000$
value_wide ^cardwright: .*value_wide.lua:2: value_wide: card_value of AC returned 1099511627776, expected an integer from -1000000 to 1000000$
value_type ^cardwright: .*value_type.lua:2: value_type: card_value of AC returned table, expected an integer$
layout_wide new game of
stack_huge new game of
bonus_escape new game of
simulate_traps new game of
simulate_loop new game of
simulate_long new game of
match_endless new game of
role_forge ^cardwright: action 'swap': role must be a role name such as "call"
rename_clash rename.knock: 'draw stock' is already a word of the action 'draw stock'; give it another word
rename_command ^cardwright: .*/rename_command.lua: action 'undo' could not be typed at the table: 'undo' is one of its commands; choose another word$
alias_command ^cardwright: .*/alias_command.lua: alias 'Hint me' could not be typed at the table: 'hint' is one of its commands; choose another word$
words_escape ^cardwright: alias '\\x1b\[5m' must be printable text, without control characters or invalid UTF-8$
mutate_nested legal: trade 1, trade 2, trade 3, trade 4, discard$
entropy_keys new game of
role_arity kit.roles.swap: 'knock' takes no argument, expected an action that takes a slot \(args = "s"\)$
patch_callable ^cardwright: patch_callable: overrides: 'score' must be a function$
pay_wrap pay_wrap.lua:[0-9]+: g:pay: bad seats 4294967297 and 4294967298 \(expected two of 0 for a pot, 1 to 2\) \(in setup of pay_wrap\)$
pay_flood new game of
option_range new game of
doc_traps new game of
calls_huge 'calls' must be the calls a round may have, an integer from 0 to 1000, not 4.6116860184274e\+18
calls_nan 'calls' must be the calls a round may have, an integer from 0 to 1000, not -?nan
melds_huge ^cardwright: melds_huge: melds is 1099511627776, expected 0 to 16 meld zones a seat$
phases_many ^cardwright: phases_many: more than 32 phases$
vars_escape ^cardwright: .*variant 'vars_escape': seat_vars "big": start value 4611686018427387904 out of range \(expected a 32-bit integer, -2147483648 to 2147483647\)
odd_returns ^cardwright: odd_returns: check_options returned table, expected nil or a string \(the reason\)$
EOT

# ---- card values and scores past 32 bits: refused in one line where the
# kit, score --explain and the table would have added them ----
: >"$T/in"
run $SCRIPT_KB "layout_wide: a layout score of -2^63 is refused, not cut" \
	"^cardwright: .*layout_wide.lua:2: layout_wide: layout_score returned -9223372036854775808, expected a 32-bit integer$" \
	$BIN score "$R/layout_wide.lua" 'AS 2S / 3S 4S'
run $SCRIPT_KB "value_huge: score --explain refuses the value, no column sum wraps" \
	"card_value of AC returned 2147483647, expected an integer from -1000000 to 1000000$" \
	$BIN score "$R/value_huge.lua" --explain 'AS 2S / 3S 4S'
run $SCRIPT_KB "value_huge: sim --compare with it is refused in one line" \
	"^cardwright: .*value_huge.lua:3: value_huge: card_value of AC returned 2147483647" \
	$BIN sim golf4 --games 2 --players 2 --seed 1 --compare "$R/value_huge.lua"
run $SCRIPT_KB "simulate_traps: sim says the value is a table, never its address" \
	"^cardwright: simulate_traps: simulate.queen is a table, expected an option's value$" \
	$BIN sim "$R/simulate_traps.lua" --games 1 --players 2 --seed 1
run $SCRIPT_KB "simulate_traps: sim --compare with it, the same line" \
	"^cardwright: simulate_traps: simulate.queen is a table, expected an option's value$" \
	$BIN sim golf4 --games 1 --players 2 --seed 1 --compare "$R/simulate_traps.lua"
run $SCRIPT_KB "simulate_loop: the table's __tostring is never run" \
	"^cardwright: simulate_loop: simulate.queen is a table, expected an option's value$" \
	$BIN sim "$R/simulate_loop.lua" --games 1 --players 2 --seed 1

# ---- chips: a stack of 2^31 - 1 plus the net is shown as it is ----
export CARDWRIGHT_PATH="$R"
mkdir -p "$T/rec"
run $SCRIPT_KB "stack_huge: sim --record" "" \
	$BIN sim stack_huge --games 1 --players 2 --seed 1 --rule holes=1 --record "$T/rec"
run $FILE_KB "stack_huge: the table shows the stack plus the net past 32 bits" \
	"bot1: this hand \+1 chip, chips 2147483648 \(net \+1\)$" \
	$BIN replay "$T/rec/game-1.replay" --reveal
rm -rf "$T/rec"
mkdir -p "$T/rec"
run $SCRIPT_KB "pay_flood: a million payments fill the round's log: one line" \
	"pay_flood.lua:[0-9]+: more than 262144 events in one round or one action: the log is full \(in score of pay_flood\)(; recorded up to it in .*)?$" \
	$BIN sim pay_flood --games 1 --players 3 --seed 1 --record "$T/rec"
rm -rf "$T/rec"
mkdir -p "$T/rec"
# simulate's options recorded whole: the file replays
run $SCRIPT_KB "simulate_long: sim --record" "" \
	$BIN sim simulate_long --games 1 --players 2 --seed 1 --rule holes=1 --record "$T/rec"
run $FILE_KB "simulate_long: the recording replays" "^winner: " $BIN replay "$T/rec/game-1.replay"
rm -rf "$T/rec"
unset CARDWRIGHT_PATH

# ---- a match that never ends: sim and check stop it in one line (sim
# ran for ever; check stopped after a million actions, then spent minutes
# writing each round's lead and scores by reading the whole log) ----
run $SCRIPT_KB "match_endless: sim stops the match" \
	"^cardwright: match_endless: game with seed [0-9]+: the match has not ended after 50000 actions \(round [0-9]+\); sim plays a match up to that many \(a match that never ends, or a target or a count of rounds too large for it\)$" \
	$BIN sim "$R/match_endless.lua" --games 2 --players 2 --seed 1
run $SCRIPT_KB "match_endless: check calls it endless" "1 fault \(1 endless\)$" \
	$BIN check "$R/match_endless.lua" --defaults --players 2 --games 1 --seed 1 --quiet --out "$T/faults"
rm -rf "$T/faults"

# ---- hooks that use most of their budget on every call: no call is
# stopped, but one game ran for minutes. sim and check stop the game once
# its hooks have run 10^9 instructions (about 8 s here; the timeout is for
# a sanitizer build on a loaded machine), in one line naming the seed ----
RUN_SECONDS=600
run $SCRIPT_KB "hooks_heavy: sim stops the game" \
	"^cardwright: hooks_heavy: game with seed [0-9]+: its hooks have run more than 1000000000 instructions in [0-9]+ actions \(round 1\); sim plays only games whose hooks stay within that$" \
	$BIN sim "$R/hooks_heavy.lua" --games 2 --players 2 --seed 1
grep -q "^no game finished$" "$T/out" && ! grep -q "nan" "$T/out"
result $? "hooks_heavy: the summary says that no game finished"
run $SCRIPT_KB "legal_heavy: check calls it a budget fault" \
	"FAULT \[budget\] .*: the game's hooks have run more than 1000000000 instructions in [0-9]+ actions$" \
	$BIN check "$R/legal_heavy.lua" --defaults --players 2 --games 1 --seed 1 --quiet --out "$T/faults"
RUN_SECONDS=60
rm -rf "$T/faults"

# ---- determinism: table and function keys, the library's functions as
# text, one seed on one or two threads ----
$BIN sim "$R/entropy_keys.lua" --games 6 --players 3 --seed 4 --jobs 1 </dev/null >"$T/e1" 2>&1
$BIN sim "$R/entropy_keys.lua" --games 6 --players 3 --seed 4 --jobs 2 </dev/null >"$T/e2" 2>&1
$BIN sim "$R/entropy_keys.lua" --games 6 --players 3 --seed 4 --jobs 2 </dev/null >"$T/e3" 2>&1
{ cmp "$T/e1" "$T/e2" && cmp "$T/e1" "$T/e3"; } >"$T/out" 2>&1
result $? "entropy_keys: the same summary on one thread and on two"

# ---- an option over the whole of 64 bits: its ends are taken, one past
# them is refused ----
run $SCRIPT_KB "option_range: --rule span at 2^63 - 1" "span=9223372036854775807" \
	$BIN sim "$R/option_range.lua" --games 1 --players 2 --rule span=9223372036854775807 --rule holes=1
run $SCRIPT_KB "option_range: --rule span at -2^63" "span=-9223372036854775808" \
	$BIN sim "$R/option_range.lua" --games 1 --players 2 --rule span=-9223372036854775808 --rule holes=1
run $SCRIPT_KB "option_range: --rule span at 2^63 is refused" \
	"^cardwright: option span=9223372036854775808: expected an integer from -9223372036854775808 to 9223372036854775807$" \
	$BIN sim "$R/option_range.lua" --games 1 --players 2 --rule span=9223372036854775808
run $SCRIPT_KB "option_range: check plays its choices" "0 faults$" \
	$BIN check "$R/option_range.lua" --games 1 --players 2 --max-games 4 --seed 1 --quiet --out "$T/faults"
rm -rf "$T/faults"

# 300 --rule options: past the limit, said as such (it said "--rule needs
# NAME=VALUE")
many=$(i=0; while [ $i -lt 300 ]; do printf -- '--rule queen=20 '; i=$((i + 1)); done)
# shellcheck disable=SC2086
run $SCRIPT_KB "sim with 300 --rule options" "^cardwright: at most 64 --rule options may be given$" \
	$BIN sim golf4 --games 1 --players 2 $many

# ---- sim --merge: bonus counts bounded like every other count (two of
# 2^63 - 1 wrapped), a bonus key holding OSC 52 shown escaped ----
J=$T/json
mkdir -p "$J"
$BIN sim "$R/bonus_escape.lua" --games 4 --players 2 --seed 1 --shard 1/2 --json >"$J/s1.json" 2>/dev/null
$BIN sim "$R/bonus_escape.lua" --games 4 --players 2 --seed 1 --shard 2/2 --json >"$J/s2.json" 2>/dev/null
run $FILE_KB "sim --merge of the two shards counts the bonus" "^  shiny +1\.000 1\.000$" \
	$BIN sim --merge "$J/s1.json" "$J/s2.json"
sed 's/"shiny":\[[0-9]*,[0-9]*\]/"shiny":[9223372036854775807,1]/' "$J/s1.json" >"$J/b1.json"
sed 's/"shiny":\[[0-9]*,[0-9]*\]/"shiny":[9223372036854775807,1]/' "$J/s2.json" >"$J/b2.json"
run $FILE_KB "sim --merge of two bonus counts of 2^63 - 1 is refused, not wrapped" \
	"b1.json: not a sim --json summary \(bonuses\)$" $BIN sim --merge "$J/b1.json" "$J/b2.json"
sed 's/"shiny"/"\\u001b]52;c;aGk=\\u0007"/' "$J/s1.json" >"$J/e1.json"
sed 's/"shiny"/"\\u001b]52;c;aGk=\\u0007"/' "$J/s2.json" >"$J/e2.json"
run $FILE_KB "sim --merge shows a bonus key holding OSC 52 escaped" "^  .x1b\]52;c;aGk=.x07 +1\.000 1\.000$" \
	$BIN sim --merge "$J/e1.json" "$J/e2.json"

# ---- real-table replays: deck, restock and lead lines at their limits;
# every mode under the file cap ----
D="AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"
H='cardwright-replay 1\nvariant golf4\nplayers ana ben\n'
{ printf "$H"'rule holes=1000\n'; i=1; while [ $i -le 3000 ]; do echo "round $i"; echo "deck $D"; i=$((i + 1)); done; } >"$T/decks-no-actions.replay"
{ printf "$H"'rule holes=1 stock_out=reshuffle\nround 1\n'; echo "deck $D"; i=0; while [ $i -lt 15000 ]; do echo "restock $D $D"; i=$((i + 1)); done; } >"$T/restock-flood.replay"
{ printf "$H"'rule holes=1 stock_out=reshuffle\nround 1\n'; echo "deck $D $D $D $D $D $D $D $D $D $D"; } >"$T/deck-long.replay"
{ printf "$H"'rule holes=3\nround 1\n'; echo "deck $D"; printf 'round 2\nlead 2\nlead 1\n'; } >"$T/lead-twice.replay"
{ printf 'cardwright-replay 1\nvariant cactus\nplayers ana ben\nround 1\n'; echo "deck $D"; printf 'round 2\nlead 4294967298\n'; echo "deck $D"; } >"$T/lead-wrap.replay"
{ printf "$H"'seed 5\nround 1\n'; i=0; while [ $i -lt 2000 ]; do echo "restock $D"; echo "1 draw stock"; i=$((i + 1)); done; } >"$T/restock-seeded.replay"
{ printf "$H"'rule holes=1\nround 1\n'; echo "deck $D" | sed "s/AS/$(printf '\302\2332J')/"; } >"$T/deck-c1.replay"
: >"$T/in"
while read -r b pat; do
	for mode in "" "--as 1" "--reveal" "--export-as 2" "--as 2 --step"; do
		run $FILE_KB "replay $b ${mode:-(verify)}" "$pat" $BIN replay "$T/$b.replay" $mode
	done
done <<'EOT'
decks-no-actions decks-no-actions.replay:7: round 2 begins, but round 1 has not ended(; legal for seat 2 \(ben\): draw stock, draw discard, knock)?$
restock-flood restock-flood.replay: the file has [0-9]+ bytes: the limit for a replay is 4194304 \(CW_REPLAY_MAX_BYTES\)$
deck-long deck-long.replay:6: the deck lists 520 cards, the pack of golf4 has 52: too many of AC, AD, AH, AS, 2C, 2D and 46 more$
lead-twice lead-twice.replay:9: a second lead line for round 2 \(the first is line 8\)$
lead-wrap lead-wrap.replay:7: lead takes one SEAT: a seat number 1 to 2 or a player's name$
restock-seeded restock-seeded.replay:6: a restock line before the first action of the game$
deck-c1 deck-c1.replay:6: bad card '.xc2.x9b2J' in the deck
EOT

# ---- the command line's paths and words in every command: shown escaped
# (serve --record printed its recording's path raw) ----
E=$(printf 'x\033]52;c;aGk=\007y')
: >"$T/in"
while read -r what; do
	# shellcheck disable=SC2086
	set -- $what
	args=
	for a in "$@"; do case $a in E) a=$E ;; E/*) a=$E/${a#E/} ;; esac; args="$args$a "; done
	# shellcheck disable=SC2086
	run $SCRIPT_KB "the path in: cardwright $what" "" $BIN $args
done <<'EOT'
replay E
replay E --as 1
replay E --export-as 1
replay E --reveal
play --resume E
test E
score E AS
rules E
sim --merge E
sim golf4 --games 1 --record E/
sim golf4 --games 1 --compare E
sim golf4 --games 1 --bots E
sim golf4 --games 1 --shard E
check golf4 --defaults --games 1 --quiet --out E/x
replay /dev/null --as E
replay /dev/null --to E
play golf4 --players E
play golf4 --rule E
score golf4 --caller E AS
score golf4 E
rules golf4 E
serve --replay E --port 0
serve --resume E --port 0
EOT
rm -rf "$T/cwd/$E"
# serve runs until stopped: its first lines, then it is killed
for what in "--table golf4 --players ana,ben --record $E/x" "--replay $E.replay"; do
	: >"$T/cwd/$E.replay"
	# shellcheck disable=SC2086
	(cd "$T/cwd" && exec timeout -s KILL 3 $BIN serve $what --port 0) </dev/null >"$T/out" 2>&1
	! raw "$T/out" && grep -q "x.x1b\]52;c;aGk=.x07y" "$T/out"
	result $? "serve $(echo "$what" | sed "s/$E/E/g"): the path is printed escaped"
	rm -rf "$T/cwd/$E" "$T/cwd/$E.replay"
done

# ---- output cut short by a full disk (a file size limit, SIGXFSZ
# ignored): the run fails and says so; it exited 0 with a cut summary, a
# cut log and a cut plot ----
: >"$T/in"
full() {	# NAME PATTERN COMMAND...: stdout into $T/full, 1 KB at most
	name=$1 pat=$2
	shift 2
	(trap '' XFSZ; ulimit -f 1; exec timeout -s KILL 20 "$@") <"$T/in" >"$T/full" 2>"$T/out"
	rc=$?
	rm -f "$T/full"
	[ $rc = 2 ] && ! raw "$T/out" && grep -Eq -- "$pat" "$T/out"
	result $? "$name"
}
full "sim --json onto a full disk fails" "^cardwright: cannot write the output" \
	$BIN sim golf4 --games 3 --players 2 --seed 1 --json
full "replay --reveal onto a full disk fails" "^cardwright: cannot write the output" \
	$BIN replay tests/replays/golf4-seeded-3p.replay --reveal
full "replay --export-as onto a full disk fails" "^cardwright: cannot write the output" \
	$BIN replay tests/replays/golf4-seeded-3p.replay --export-as 1
if command -v gnuplot >/dev/null 2>&1; then
	for ext in svg png; do
		(trap '' XFSZ; ulimit -f 1; exec timeout -s KILL 20 $BIN sim golf4 --games 3 --players 2 --seed 1 \
			--plot "$T/cut.$ext") </dev/null >/dev/null 2>"$T/out"
		rc=$?
		[ $rc -ge 1 ] && [ $rc -le 2 ] && grep -q "^cardwright: --plot $T/cut.$ext: the file gnuplot wrote is cut short (a full disk?)$" "$T/out"
		result $? "--plot $ext onto a full disk fails"
		rm -f "$T/cut.$ext"
	done
else
	n=$((n + 1)); echo "ok $n # SKIP no gnuplot"
fi

# ---- serve: replays dropped on the page are held within a bound (each
# keeps every step's state: connections that each dropped a long one grew
# the server by 23 MB apiece) ----
if command -v node >/dev/null 2>&1; then
	mkdir -p "$T/long"
	$BIN sim golf4 --games 1 --players 2 --seed 3 --rule holes=400 --record "$T/long" >/dev/null 2>&1
	start_serve
	timeout 120 node "$R/upload_flood.mjs" "$port" "$T/long/game-1.replay" 30 >"$T/out" 2>&1
	grep -q "^held [1-9][0-9]* refused [1-9][0-9]*$" "$T/out" &&
		grep -q "^# upload: the server holds as many replays as it can now; try again later$" "$T/out"
	result $? "serve: 30 long replays dropped at once: some held, the rest refused in one line"
	hwm=$(sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' /proc/$spid/status 2>/dev/null)
	echo "serve's peak RSS: ${hwm:-?} kB" >"$T/out"
	if [ "$SCRIPT_KB" = unlimited ]; then
		n=$((n + 1)); echo "ok $n # SKIP the sanitizers' own memory (${hwm:-?} kB)"
	else
		[ -n "$hwm" ] && [ "$hwm" -lt 262144 ]
		result $? "serve: peak RSS under 256 MB after the uploads (${hwm:-?} kB)"
	fi
	kill -0 $spid 2>/dev/null >"$T/out"
	result $? "serve: the server is still running"
	kill $spid 2>/dev/null
	wait $spid 2>/dev/null
	rm -rf "$T/long"
else
	n=$((n + 1)); echo "ok $n # SKIP no node"
fi

# ---- nothing planted: the runs above wrote only recordings ----
nothing_planted
echo "1..$n"
exit $((fails > 0))
