#!/bin/sh
# A fourth round of attacks (docs/robustness.md, "Self-attack, fourth
# round"): what came after round 3. The scripts of tests/hostile/round4/
# attack the kits' parameters, roles and power tables (lua/kit.c,
# lua/meldkit.c), the option patches (variants/patch.lua), the kits' hook
# points, the host's narrowing of numbers, and the search bot's learned
# model (repl/mcts.c, repl/lmodel.c); then --rule values, sim --merge
# with hostile JSON, --plot paths, the files on the variant path, and
# cardwright serve with hostile WebSocket frames. Each run must end by
# itself within 60 s, exit 0 to 2, stay within 512 MB of address space
# (a script; 64 MB for a file read), print no raw control byte, plant or
# clobber no file, give the same result for the same seed, and say what
# was wrong in one line. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round4
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh

# ---- the scripts: name and what play must say (the deal, a turn, rules
# and hint). A kit's or a patch's fault is one line naming the file, the
# field and what was expected, before any deal. ----
printf 'draw stock\ndiscard\nrules\nhint\nquit\n' >"$T/in"
while read -r s pat; do
	run $SCRIPT_KB "round4/$s: play says it" "$pat" $BIN play "$R/$s.lua" --seed 1 --players me,bot
	run $SCRIPT_KB "round4/$s: rules" "" $BIN rules "$R/$s.lua"
	run $SCRIPT_KB "round4/$s: sim" "" $BIN sim "$R/$s.lua" --games 2 --players 3 --seed 1
	cp "$T/out" "$T/sim1"
	$BIN sim "$R/$s.lua" --games 2 --players 3 --seed 1 </dev/null >"$T/sim2" 2>&1
	cmp -s "$T/sim1" "$T/sim2" >"$T/out" 2>&1
	result $? "round4/$s: the same seed gives the same simulation"
done <<'EOT'
kit_nan kit_nan.lua: kit.skip_rank: expected a rank 1 to 13, or 0 for none$
kit_huge kit_huge.lua: kit.target: expected a total, or 0 for none$
kit_negzero kit_negzero.lua: kit.skip_rank: expected a rank 1 to 13, or 0 for none$
kit_string_number kit_string_number.lua: kit.flips: expected a number of cards, 0 for none$
kit_index_error kit_index_error.lua:5: trap [a-z_]+ \(in configure of kit_index_error\)$
kit_index_loop kit_index_loop.lua:5: instruction budget exceeded .*\(in configure of kit_index_loop\)$
kit_pairs_loop new game of
kit_cyclic kit_cyclic.lua: kit.roles.self: unknown role of the kit, expected one of draw_stock, draw_discard, swap,
kit_undeclared_verb kit.roles.swap: 'teleport' is not a declared action \(expected one of 'discard', 'draw discard', 'draw stock', 'flip', 'knock', 'look', 'pass', 'peek', 'swap'\)$
kit_escape_verb kit.roles.swap: '\\x1b\]52;c;aGVsbG8=\\x07' is not a declared action
kit_reset_undeclared kit_reset_undeclared.lua: kit.reset: item 1 is not the name of a declared variable$
kit_contradiction kit_contradiction.lua: kit.all_up: given with face-down swaps: a swap only turns a layout all face up with swap_up = true$
kit_powers_bad kit_powers_bad.lua: kit.powers: rank 99 is not a rank 0 to 13; expected \{\[RANK 0 to 13\] = peek_own \| peek_other
kit_hook_type kit_hook_type.lua: kit.hooks: expected \{POINT = function\} with POINT one of after_action,
kit_deal_show kit_deal_show.lua: kit.deal.show: expected at most 16 slots$
kit_deal_slots kit_deal_slots.lua: kit.deal.slots: expected 1 to 64 slots$
kit_slot_wrap kit_slot_wrap.lua:6: bad slot 4294967297 \(expected 1 to 64\) \(in action 'swap' of kit_slot_wrap\)$
kit_seat_wrap kit_seat_wrap.lua:6: bad seat 4294967298 \(expected 1 to 2\) \(in action 'swap' of kit_seat_wrap\)$
move_wrap move_wrap.lua:6: bad position 2147483648 \(expected -1024 to 1024\) \(in setup of move_wrap\)$
hook_after_error hook_after_error.lua:8: no window today \(in kit.hooks.after_action of hook_after_error\)$
hook_after_loop hook_after_loop.lua:8: instruction budget exceeded .*\(in kit.hooks.after_action of hook_after_loop\)$
hook_after_table ^hook_after_table: kit.hooks.after_action returned table, expected true, false or nil$
hook_may_swap_nan ^hook_may_swap_nan: kit.hooks.may_swap returned number, expected true, false or nil$
hook_may_swap_change hook_may_swap_change.lua:8: the game cannot be changed inside legal \(it may only offer actions\) \(in kit.hooks.may_swap of hook_may_swap_change\)$
hook_power_kind_escape ^hook_power_kind_escape: kit.hooks.power_kind returned string, expected a power kind or nil$
hook_reenter hook_reenter.lua:8: .* \(in kit.hooks.after_action of hook_reenter\)$
hook_counter new game of
meld_contradiction meld_contradiction.lua:3: meld_kit.run_max is 4, expected a number from run_min \(9\) to 13$
meld_nan meld_nan.lua:3: meld_kit.run_min: expected an integer$
meld_wrap meld_wrap.lua:6: bad argument #3 to .lay. \(integer out of range\) \(in setup of meld_wrap\)$
meld_rebuild_limit meld_rebuild_limit.lua:3: meld_kit.turn.rebuild_limit: expected a number of rebuilt stocks a round, or -1 for no limit$
meld_turn_loop meld_turn_loop.lua:5: instruction budget exceeded .*\(in configure of meld_turn_loop\)$
meld_escape_verb meld_kit.verbs.new: expected the name of one of the variant's actions with arguments 'ccc\*' \('\\x1b\[2Jconjure' is not declared\)$
meld_no_discard meld_no_discard.lua:3: meld_kit.turn.roles: expected roles.draw, roles.discard, phases.start and phases.play
patch_nested ^cardwright: patch_nested: options 'alpha' and 'beta' both set the turn's deal.slots$
patch_roles ^cardwright: patch_roles: options 'alpha' and 'beta' both set the turn's roles.swap$
patch_hooks ^cardwright: patch_hooks: options 'alpha' and 'beta' both replace the hook layout_score$
patch_nan ^cardwright: patch_nan \(the kit of golf.lua, with the options' patches\): kit.target: expected a total, or 0 for none$
patch_loop patch_loop.lua:3: instruction budget exceeded .*\(in check_options of patch_loop\)$
patch_meta patch_meta.lua:4: instruction budget exceeded .*\(in check_options of patch_meta\)$
patch_error_object [^ ]*:[0-9]+: error raised with a table value, not a message \(in check_options of patch_error_object\)$
patch_odd ^cardwright: patch_odd: overrides: legal has no '\\x1b\[2J' the variant declares$
patch_returns_number ^cardwright: patch_returns_number: option 'alpha': its patch returned a number, expected nil or a table
score_loop score_loop.lua:3: instruction budget exceeded .*\(in layout_score of score_loop\)$
score_error every playout failed: .*score_error.lua:2: no score today \(in layout_score of score_error\)$
score_random ^score_random: the round's score of one layout was [0-9]+, then [0-9]+: the search needs a score that depends on the cards alone$
score_alloc every playout failed: out of memory \(the variant's memory cap was reached\) \(in layout_score of score_alloc\)$
score_extreme ^a bot would play: [a-z]
EOT

# ---- the search bot on a hostile score: sim --bots mcts ends with the
# hook's one line, at once (a looping score spent the budget in every
# probe and playout: hint ran for minutes) ----
: >"$T/in"
run $SCRIPT_KB "score_loop: sim --bots mcts ends with the budget's error" \
	"^cardwright: .*score_loop.lua:3: instruction budget exceeded .*\(in layout_score of score_loop\)$" \
	$BIN sim "$R/score_loop.lua" --games 2 --players 2 --bots mcts:50,greedy --seed 1
run $SCRIPT_KB "score_random: sim --bots mcts refuses a score that changes between two calls" \
	"^cardwright: game with seed [0-9]+, round [0-9]+: score_random: the round's score of one layout was [0-9]+, then [0-9]+: the search needs a score that depends on the cards alone$" \
	$BIN sim "$R/score_random.lua" --games 2 --players 2 --bots mcts:50,greedy --seed 1
run $SCRIPT_KB "score_extreme: sim --bots mcts plays on scores at both ends of 32 bits" "" \
	$BIN sim "$R/score_extreme.lua" --games 1 --players 2 --bots mcts:30,mcts:30 --seed 1

# ---- a hook that keeps state between games: which runtime plays which
# game does not hang on the threads' timing (it did: sim --jobs 2 gave a
# different summary from run to run) ----
for i in 1 2 3; do
	$BIN sim "$R/hook_counter.lua" --games 40 --players 3 --seed 1 --jobs 2 </dev/null >"$T/jobs$i" 2>&1
done
{ cmp "$T/jobs1" "$T/jobs2" && cmp "$T/jobs1" "$T/jobs3"; } >"$T/out" 2>&1
result $? "hook_counter: sim --jobs 2 gives the same summary three times"
# and a failing game: the error of the lowest game index, every time
for i in 1 2 3; do
	$BIN sim "$R/hook_after_error.lua" --games 40 --players 3 --seed 1 --jobs 2 </dev/null 2>&1 | tail -n 1 >"$T/fail$i"
done
{ cmp "$T/fail1" "$T/fail2" && cmp "$T/fail1" "$T/fail3"; } >"$T/out" 2>&1
result $? "hook_after_error: sim --jobs 2 reports the same failing game three times"

# ---- sim --compare FILE with a hostile file: one line, or the same
# comparison every time ----
run $SCRIPT_KB "sim --compare a variant whose kit loops" \
	"^cardwright: .*kit_index_loop.lua:5: instruction budget exceeded .*\(in configure of kit_index_loop\)$" \
	$BIN sim golf4 --games 4 --players 3 --seed 1 --compare "$R/kit_index_loop.lua"
run $SCRIPT_KB "sim --compare a variant whose patches conflict" \
	"^cardwright: patch_nested: options 'alpha' and 'beta' both set the turn's deal.slots$" \
	$BIN sim golf4 --games 4 --players 3 --seed 1 --compare "$R/patch_nested.lua"
for i in 1 2; do
	$BIN sim cabo --games 16 --players 3 --seed 1 --jobs 2 --compare "$R/hook_counter.lua" </dev/null >"$T/cmp$i" 2>&1
done
cmp "$T/cmp1" "$T/cmp2" >"$T/out" 2>&1
result $? "sim --compare a variant that keeps state, --jobs 2: the same comparison twice"

# ---- check on hostile variants: faults reported, never a hang ----
run $SCRIPT_KB "check: a looping score is a budget fault" "7 faults \(7 budget\)$" \
	$BIN check "$R/score_loop.lua" --defaults --games 1 --seed 1 --quiet --out "$T/faults"
run $SCRIPT_KB "check: a hook answering a table is refused in every game" "faults \([0-9]+ illegal\)$" \
	$BIN check "$R/hook_after_table.lua" --defaults --games 1 --seed 1 --quiet --out "$T/faults"
run $SCRIPT_KB "check: a kit contradiction is one line" \
	"^FAULT \[load\] the defaults are refused: .*kit_contradiction.lua: kit.all_up: given with face-down swaps" \
	$BIN check "$R/kit_contradiction.lua" --defaults --games 1 --seed 1 --quiet --out "$T/faults"

# ---- the variant path full of hostile files: variants lists them,
# new copies from one that cannot be set up with one line ----
export CARDWRIGHT_PATH="$R"
run $SCRIPT_KB "variants with round4 on the path" "^patch_nested +\\(cannot be set up: patch_nested: options 'alpha' and 'beta' both set the turn's deal.slots\\)" $BIN variants
run $SCRIPT_KB "new --from a variant whose kit loops" \
	"^cardwright: new: variant 'kit_index_loop' cannot be set up: kit_index_loop.lua:5: instruction budget exceeded" \
	$BIN new mine --from kit_index_loop
run $SCRIPT_KB "rules of a variant whose patches conflict" "" $BIN rules patch_nested
unset CARDWRIGHT_PATH
rm -rf "$T/faults"

# ---- --rule values: one line saying what was expected; a number only
# as it is written back (strtoll took " 5", "+5", "05" and "-0") ----
while read -r rule pat; do
	run $SCRIPT_KB "--rule $rule" "$pat" $BIN sim golf4 --games 1 --players 2 --rule "$rule"
done <<'EOT'
holes=-0 ^cardwright: option holes=-0: expected an integer from 1 to 1000$
holes=+5 ^cardwright: option holes=\+5: expected an integer from 1 to 1000$
holes=05 ^cardwright: option holes=05: expected an integer from 1 to 1000$
jokers=-0 ^cardwright: option jokers=-0: expected one of 0, 2$
holes=9007199254740993 ^cardwright: option holes=9007199254740993: expected an integer from 1 to 1000$
holes=18446744073709551617 ^cardwright: option holes=18446744073709551617: expected an integer from 1 to 1000$
holes=1e3 ^cardwright: option holes=1e3: expected an integer from 1 to 1000$
=5 ^cardwright: bad rule '=5': expected NAME=VALUE$
EOT
run $SCRIPT_KB "--rule holes=' 5' (a space before the number)" "^cardwright: option holes= 5: expected an integer" \
	$BIN sim golf4 --games 1 --players 2 --rule "holes= 5"
run $SCRIPT_KB "--rule with OSC 52 in its value" "^cardwright: option queen=\\\\x1b\]52;c;aGk=\\\\x07: expected one of 10, 12, 13, 20$" \
	$BIN sim golf4 --games 1 --players 2 --rule "$(printf 'queen=\033]52;c;aGk=\007')"
run $SCRIPT_KB "--rule with a key of CSI 2J" "^cardwright: unknown option '\\\\x1b\[2J' for golf4" \
	$BIN sim golf4 --games 1 --players 2 --rule "$(printf '\033[2J=1')"
run $SCRIPT_KB "--rule of 100,000 bytes" "^cardwright: option holes=x+" \
	$BIN sim golf4 --games 1 --players 2 --rule "holes=$(head -c 100000 /dev/zero | tr '\0' x)"
run $SCRIPT_KB "--rule holes=5 is taken" "^holes: 10 \(5.00 per game\)$" $BIN sim golf4 --games 2 --players 2 --rule holes=5

# ---- the command line's own words in errors: shown escaped (each of
# these printed OSC 52 raw: a script handing such words to cardwright
# wrote the clipboard) ----
E=$(printf 'x\033]52;c;aGk=\007y')
: >"$T/in"
while read -r what; do
	# shellcheck disable=SC2086
	set -- $what
	args=
	for a in "$@"; do [ "$a" = E ] && args="$args$E " || args="$args$a "; done
	# shellcheck disable=SC2086
	run $SCRIPT_KB "the word in: cardwright $what" "x.x1b.52;c;aGk=.x07y" $BIN $args
done <<'EOT'
E
play golf4 E
play golf4 --seed E
sim golf4 E
serve E
serve --port E
serve --host E
serve --grace E
new E --from golf4
new mine --from E
EOT
printf 'x\033[2Jy\nquit\n' >"$T/in"
run $SCRIPT_KB "the REPL's line with an escape is refused, shown escaped" "that line holds a control character or invalid UTF-8 \('x.x1b\[2Jy'\)" $BIN
: >"$T/in"
run $SCRIPT_KB "check names a variant path holding OSC 52 escaped" "" $BIN check "$E" --defaults --games 1 --quiet --out "$T/faults"
rm -rf "$T/faults"

# ---- sim --merge: hostile shard summaries, each refused in one line;
# nothing wraps (two shards of 2^63 games added up to a negative count,
# undefined behaviour in C) ----
$BIN sim golf4 --games 4 --players 2 --seed 1 --shard 1/2 --json >"$T/s1.json" 2>/dev/null
$BIN sim golf4 --games 4 --players 2 --seed 1 --shard 2/2 --json >"$T/s2.json" 2>/dev/null
J=$T/json
mkdir -p "$J"
awk 'BEGIN { for (i = 0; i < 100000; i++) printf "["; for (i = 0; i < 100000; i++) printf "]" }' >"$J/deep.json"
sed 's/"games":2,/"games":9223372036854775807,/' "$T/s1.json" >"$J/max1.json"
sed 's/"games":2,/"games":9223372036854775807,/' "$T/s2.json" >"$J/max2.json"
sed 's/"hole_scores":\[/"hole_scores":[[3,9007199254740992],[3,9007199254740992],/' "$T/s1.json" >"$J/hist.json"
sed 's/"shard":\[1,2\]/"shard":[4294967297,4294967298]/' "$T/s1.json" >"$J/shard.json"
sed 's/"games":2,/"games":-5,/' "$T/s1.json" >"$J/negative.json"
sed 's/"games":2,/"games":1e308,/' "$T/s1.json" >"$J/real.json"
sed 's/"players":2,/"players":1099511627776,/' "$T/s1.json" >"$J/players.json"
sed 's/"seed":1,/"seed":18446744073709551615,/' "$T/s1.json" >"$J/seed.json"
sed 's/"variant":"golf4"/"variant":"golf4\\u001b]52;c;aGk=\\u0007"/' "$T/s1.json" >"$J/escape.json"
# a variant name that ends gnuplot's quoted title and runs a command
# (the run's variant names the plot's titles)
sed "s/variant\":\"golf4\"/variant\":\"golf4'\\\\nsystem('touch PLANTED')\\\\nprint '\"/g" "$T/s1.json" >"$J/inject1.json"
sed "s/variant\":\"golf4\"/variant\":\"golf4'\\\\nsystem('touch PLANTED')\\\\nprint '\"/g" "$T/s2.json" >"$J/inject2.json"
{ printf '{"format":"cardwright-sim","variant":"'; head -c 17000000 /dev/zero | tr '\0' x; printf '"}'; } >"$J/long.json"
printf '{"format":"cardwright-sim","players":1e999999}' >"$J/bignum.json"
printf '{"format": \033]52;c;aGk=\007 }' >"$J/control.json"
printf '{"format":"\377\376"}' >"$J/utf8.json"
while read -r f pat; do
	run $FILE_KB "sim --merge $f.json" "$pat" $BIN sim --merge "$J/$f.json" "$T/s2.json"
done <<'EOT'
deep not a sim --json summary \(bad JSON at line 1: maximum parsing depth reached near '\['\)$
max1 max1.json: not a sim --json summary \(runs\)$
hist hist.json: not a sim --json summary \(hole_scores\)$
shard shard.json: not a sim --json summary \(shard\)$
negative negative.json: not a sim --json summary \(runs\)$
real real.json: not a sim --json summary \(runs\)$
players players.json: not a sim --json summary \(players, seed or games_requested\)$
seed seed.json: not a sim --json summary \(bad JSON at line 1: too big integer
escape escape.json: not a sim --json summary \(variant: expected a name of letters, digits, '-' and '_'\)$
inject1 inject1.json: not a sim --json summary \(variant: expected a name of letters, digits, '-' and '_'\)$
long long.json: not a sim --json summary \([0-9]+ bytes: expected at most 1048576\)$
bignum bignum.json: not a sim --json summary \(bad JSON at line 1: real number overflow
control control.json: not a sim --json summary \(bad JSON at line 1: invalid token near '\\x1b'\)$
utf8 utf8.json: not a sim --json summary \(bad JSON at line 1: unable to decode byte 0xff
EOT
run $FILE_KB "sim --merge of two shards of 2^63 games is refused, not wrapped" "max1.json: not a sim --json summary \(runs\)$" \
	$BIN sim --merge "$J/max1.json" "$J/max2.json"
run $FILE_KB "sim --merge of the two real shards" "^golf4, 2 players, 4 games, seed 1$" $BIN sim --merge "$T/s1.json" "$T/s2.json"

# ---- --plot: gnuplot is handed the open file and never a name or a
# variant's text; a symlink at the name is refused, not followed ----
if command -v gnuplot >/dev/null 2>&1; then
	# without the address-space cap, which gnuplot's libraries pass
	run unlimited "--plot: a shard's variant name cannot run a command in gnuplot" "inject1.json: not a sim --json summary" \
		$BIN sim --merge "$J/inject1.json" "$J/inject2.json" --plot "$T/p.svg"
	[ ! -e "$T/cwd/PLANTED" ] && [ ! -e PLANTED ]
	result $? "--plot: nothing planted by the injected name"
	echo precious >"$T/precious"
	ln -s "$T/precious" "$T/cwd/link.svg"
	run $SCRIPT_KB "--plot onto a planted symlink is refused" "^cardwright: --plot link.svg: cannot write it: it is a symbolic link$" \
		$BIN sim golf4 --games 2 --players 2 --plot link.svg
	[ "$(cat "$T/precious")" = precious ]
	result $? "--plot: the symlink's target is untouched"
	rm -f "$T/cwd/link.svg"
	run $SCRIPT_KB "--plot into a directory that does not exist" "^cardwright: --plot $T/none/p.svg: cannot write it: No such file or directory$" \
		$BIN sim golf4 --games 2 --players 2 --plot "$T/none/p.svg"
	run $SCRIPT_KB "--plot to a name holding a quote is refused" "the file name may not hold a quote" \
		$BIN sim golf4 --games 2 --players 2 --plot "$T/it's.svg"
	run $SCRIPT_KB "--plot to a name holding CSI 2J is named escaped" "" \
		$BIN sim golf4 --games 2 --players 2 --plot "$(printf '\033[2Jx.svg')"
	rm -f "$T/cwd/$(printf '\033[2Jx.svg')"
	run $SCRIPT_KB "--plot writes through the open file" "" $BIN sim golf4 --games 2 --players 2 --plot "$T/ok.svg"
	grep -q '</svg>' "$T/ok.svg" >"$T/out" 2>&1
	result $? "--plot: the SVG is whole"
else
	n=$((n + 1)); echo "ok $n # SKIP no gnuplot"
fi

# ---- serve: hostile WebSocket frames and a hostile variant hosted ----
if command -v node >/dev/null 2>&1; then
	$BIN serve --port 0 >"$T/serve.log" 2>&1 &
	spid=$!
	i=0
	while ! grep -q 'http://' "$T/serve.log" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	port=$(sed -n 's/.*http:\/\/127.0.0.1:\([0-9]*\)\/.*/\1/p' "$T/serve.log" | head -n 1)
	timeout 120 node "$R/ws_attack.mjs" "$port" >"$T/ws" 2>&1
	awk -v n=$n '/^PASS /{n++; print "ok " n " - serve: " substr($0, 6); next}
		/^FAIL /{n++; print "not ok " n " - serve: " substr($0, 6); next}
		/^# /{print}' "$T/ws"
	nw=$(grep -c '^PASS \|^FAIL ' "$T/ws")
	nf=$(grep -c '^FAIL ' "$T/ws")
	n=$((n + nw)) fails=$((fails + nf))
	kill -0 $spid 2>/dev/null >"$T/out"
	result $? "serve: the server is still running after every attack"
	hwm=$(sed -n 's/^VmHWM:[[:space:]]*\([0-9]*\) kB/\1/p' /proc/$spid/status 2>/dev/null)
	echo "serve's peak RSS: ${hwm:-?} kB" >"$T/out"
	[ -n "$hwm" ] && [ "$hwm" -lt 262144 ]
	result $? "serve: peak RSS under 256 MB after the attacks (${hwm:-?} kB)"
	kill $spid 2>/dev/null
	wait $spid 2>/dev/null
	raw "$T/serve.log" && { cp "$T/serve.log" "$T/out"; false; } || true
	result $? "serve: no raw control byte in the server's own output"
	# a hostile variant hosted by its file's path: served (the recording's
	# name held the path, so serve could not start), and a bot that cannot
	# play on stops the table with its reason in every state
	$BIN serve --table "$R/hook_after_loop.lua" --players ana,bot --port 0 >"$T/serve2.log" 2>&1 &
	spid=$!
	i=0
	while ! grep -q 'spectators' "$T/serve2.log" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	port=$(sed -n 's/.*http:\/\/127.0.0.1:\([0-9]*\)\/.*/\1/p' "$T/serve2.log" | head -n 1)
	token=$(sed -n 's/.*#t=1&k=\([0-9a-f]*\).*/\1/p' "$T/serve2.log" | head -n 1)
	cp "$T/serve2.log" "$T/out"
	[ -n "$token" ]
	result $? "serve --table FILE.lua: the table is served"
	timeout 60 node "$R/ws_attack.mjs" "$port" table "$token" >"$T/ws" 2>&1
	awk -v n=$n '/^PASS /{n++; print "ok " n " - serve: " substr($0, 6); next}
		/^FAIL /{n++; print "not ok " n " - serve: " substr($0, 6); next}
		/^# /{print}' "$T/ws"
	nw=$(grep -c '^PASS \|^FAIL ' "$T/ws")
	nf=$(grep -c '^FAIL ' "$T/ws")
	if [ "$nw" -gt 0 ]; then
		n=$((n + nw)) fails=$((fails + nf))
	else
		cp "$T/ws" "$T/out"
		false
		result $? "serve: the table's client ran"
	fi
	kill $spid 2>/dev/null
	wait $spid 2>/dev/null
	cp "$T/serve2.log" "$T/out"
	grep -q "^cardwright: table 1: bot2 cannot play on: .*hook_after_loop.lua:8: instruction budget exceeded" "$T/serve2.log" && ! raw "$T/serve2.log"
	result $? "serve: the server's log says why the table stopped"
	# a hostile variant hosted: one line before anything listens
	: >"$T/in"
	run $SCRIPT_KB "serve --table of a variant whose kit loops" \
		"^cardwright: .*kit_index_loop.lua:5: instruction budget exceeded .*\(in configure of kit_index_loop\)$" \
		$BIN serve --table "$R/kit_index_loop.lua" --players ana,ben --port 0
else
	n=$((n + 1)); echo "ok $n # SKIP no node"
fi

# ---- nothing planted: the runs above wrote only recordings ----
nothing_planted
echo "1..$n"
exit $((fails > 0))
