#!/bin/sh
# A sixth round of attacks (docs/robustness.md, "Self-attack, sixth
# round"): classes no earlier round tried. Each run must end by itself
# within 60 s, exit 0 to 2, stay within 512 MB of address space (a
# script; 64 MB for a file read), print no raw control byte, plant no
# file, and say what was wrong in one line. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round6
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh

# ---- xpcall: the handler runs after the error, under the budget ----
printf 'legal\nquit\n' >"$T/in"
run $SCRIPT_KB "xpcall_load: rules ends with the budget's error" \
	"^cardwright: .*xpcall_load.lua:5: instruction budget exceeded" $BIN rules "$R/xpcall_load.lua"
run $SCRIPT_KB "xpcall_setup: play ends with the budget's error in setup" \
	"instruction budget exceeded .*\(in setup of xpcall_setup\)" $BIN play "$R/xpcall_setup.lua" --players me,bot --seed 1
run $SCRIPT_KB "xpcall_plain: xpcall's results and handler as Lua gives them" \
	"^xpcall_plain: xpcall as meant" $BIN rules "$R/xpcall_plain.lua"
mkdir -p "$T/path" && cp "$R/xpcall_load.lua" "$R/xpcall_plain.lua" "$T/path/"
run $SCRIPT_KB "variants with xpcall_load on the path: lists the others, names it" \
	"^xpcall_load +\(does not load: .*instruction budget exceeded" env CARDWRIGHT_PATH="$T/path" $BIN variants

# ---- variant files that are not files: a FIFO on the path, a replay
# naming a device (it waited for ever, or read the person's input) ----
mkfifo "$T/path/fifo.lua"
run $SCRIPT_KB "variants with a FIFO named fifo.lua on the path: names it, does not wait" \
	"^fifo +\(does not load: cannot read '.*fifo.lua': not a regular file" env CARDWRIGHT_PATH="$T/path" $BIN variants
# A replay names a variant by name, or by a Lua file's path (a game of
# `play ./my-rule.lua`): not /dev/stdin, /proc/self/environ or /etc/passwd,
# whose text was read as a script and quoted back in its syntax error.
printf 'show\nquit\n' >"$T/in"
for v in /dev/stdin /proc/self/environ /etc/passwd; do
	printf 'cardwright-replay 1\nvariant %s\nplayers ana ben\nseed 1\nround 1\n1 draw stock\n' $v >"$T/dev.replay"
	for mode in "" "--as 1" "--reveal" "--export-as 1"; do
		run $FILE_KB "replay $mode of a game of variant $v: one line, not read" \
			"dev.replay:2: cannot load '$v': a variant file's name ends in .lua" $BIN replay "$T/dev.replay" $mode
	done
	run $FILE_KB "play --resume of a game of variant $v: one line, not read" \
		"dev.replay:2: cannot load '$v': a variant file's name ends in .lua" $BIN play --resume "$T/dev.replay"
done
# A link named .lua to a variant file is still followed (a person's own
# ~/.config/cardwright/variants/x.lua kept elsewhere).
ln -s "$R/xpcall_plain.lua" "$T/path/linked.lua"
run $SCRIPT_KB "a .lua link to a variant file plays" "^xpcall_plain: xpcall as meant" \
	env CARDWRIGHT_PATH="$T/path" $BIN rules linked
rm -f "$T/path/linked.lua"
rm -f "$T/path/fifo.lua"

# ---- option values are words: a recording's rule line holds them ----
printf 'quit\n' >"$T/in"
run $SCRIPT_KB "option_lines: refused at load, one line" \
	"^cardwright: .*option_lines.lua:5: variant 'option_lines' option 'zz': an option's value is one word of printable UTF-8 \(at most 255 bytes\), without spaces, control characters or '#'" \
	$BIN play "$R/option_lines.lua" --players me,bot --seed 1
run $SCRIPT_KB "option_free: --rule zz='a b' refused, one line" \
	"^cardwright: option zz=a b: expected one word of printable characters, without spaces or '#'$" \
	$BIN sim "$R/option_free.lua" --games 2 --rule "zz=a b"
run $SCRIPT_KB "option_free: --rule zz=word-2 plays" "^me to play" \
	$BIN play "$R/option_free.lua" --players me,bot --seed 1 --rule zz=word-2
f=$(ls "$XDG_STATE_HOME"/cardwright/games/*option_free* 2>/dev/null | head -n 1)
grep -q '^rule .*zz=word-2' "$f" && $BIN replay "$f" >"$T/out" 2>&1
result $? "option_free: its recording holds zz=word-2 and verifies"

# ---- the same error on every run: the first bad key in byte order, not
# in the table's hash order (which follows the hash seed) ----
for f in overrides_keys:k1 kit_keys:kit.zz1; do
	s=${f%%:*} key=${f#*:}
	: >"$T/errs"
	for i in 1 2 3 4 5; do
		$BIN sim "$R/$s.lua" --games 1 </dev/null 2>&1 | head -n 1 >>"$T/errs"
	done
	sort -u "$T/errs" >"$T/out"
	[ "$(wc -l <"$T/out")" = 1 ] && grep -q "$key" "$T/out"
	result $? "$s: five runs name the same first bad key ($key)"
done

# ---- compiling is stopped at the deadline: the parser runs in C, and a
# name looked up through 190 enclosing functions' 190 locals, 1.8 million
# times, compiled for minutes (a 3.7 MB file, under the 4 MB limit) ----
awk 'BEGIN {
	l = "local function f() local v1"; for (i = 2; i <= 190; i++) l = l ",v" i; l = l " = 0"
	for (i = 0; i < 190; i++) print l
	printf "local y = x"; for (i = 1; i < 1800000; i++) printf "+x"; print ""
	for (i = 0; i < 190; i++) printf "end "; print ""
	print "return require(\"golf4\"):extend { name = \"parse_slow\", title = \"a slow compile\" }"
}' >"$T/path/parse_slow.lua"
run $SCRIPT_KB "parse_slow (a 3.7 MB file slow to compile): rules stops at the deadline" \
	"^cardwright: time limit exceeded \(5000 ms per call\) \(in loading 'parse_slow'\)" \
	env CARDWRIGHT_PATH="$T/path" $BIN rules parse_slow
rm -f "$T/path/parse_slow.lua"
run $SCRIPT_KB "load_slow (the same text given to load()): stopped at the deadline" \
	"load_slow.lua:[0-9]+: time limit exceeded \(5000 ms per call\)" $BIN rules "$R/load_slow.lua"

# ---- rounds that end in their setup: the log is capped per action too,
# and one action's hooks have one budget together ----
printf 'legal\nquit\n' >"$T/in"
run $SCRIPT_KB "rounds_flood: play stops at the log's cap, naming setup" \
	"rounds_flood.lua:[0-9]+: more than 262144 events in one round or one action: the log is full \(in setup of rounds_flood\)" \
	$BIN play "$R/rounds_flood.lua" --players me --seed 1
run $SCRIPT_KB "rounds_flood: check finds the fault and stops" "1 fault" \
	$BIN check "$R/rounds_flood.lua" --games 1 --players 1 --quiet --out "$T/faults"
RUN_SECONDS=600	# about 2 s here
run $SCRIPT_KB "rounds_flood: sim (no log) stops at the action's budget" \
	"^cardwright: rounds_flood: the hooks of one action have run more than 100000000 instructions in all" \
	$BIN sim "$R/rounds_flood.lua" --games 1 --players 1
RUN_SECONDS=60
printf 'cardwright-replay 1\nvariant %s\nplayers ana\nseed 1\nround 1\n1 go\n' "$R/rounds_flood.lua" >"$T/rf.replay"
for mode in "" "--as 1" "--export-as 1"; do
	run $FILE_KB "rounds_flood: replay $mode stops with one line" "more than 262144 events in one round or one action" \
		$BIN replay "$T/rf.replay" $mode
done

# ---- a large state, many times: undo points and --step's states are
# bounded (64 MB and 40 MB): within 256 MB of address space (a sanitizer
# build reserves more than that for itself) ----
if [ "$SCRIPT_KB" = unlimited ]; then BIG_KB=unlimited; else BIG_KB=262144; fi
awk 'BEGIN { for (i = 0; i < 2000; i++) print "go"; print "undo"; print "quit" }' >"$T/in"
run $BIG_KB "big_state: 2,000 decisions at the table, then undo, within 256 MB" "^a-1 to play" \
	$BIN play "$R/big_state.lua" --players a-1,a-2,a-3,a-4,a-5,a-6,a-7,a-8 --seed 1
{ printf 'cardwright-replay 1\nvariant %s\nplayers a b c d e f g h\nseed 1\nround 1\n' "$R/big_state.lua"
  awk 'BEGIN { for (i = 0; i < 10000; i++) print "1 go" }'; } >"$T/big.replay"
printf 'q\n' >"$T/in"
run $BIG_KB "big_state: replay --as 1 --step of 10,000 actions: one line, within 256 MB" \
	"big.replay: more than 40 MB of states to step through \(each of this variant's states is [0-9]+ bytes\)" \
	$BIN replay "$T/big.replay" --as 1 --step
run $BIG_KB "big_state: replay --as 1 without --step shows it all" "^== the deal" $BIN replay "$T/big.replay" --as 1

# ---- offers are charged: a million of them end the legal call ----
printf 'legal\nhint\nquit\n' >"$T/in"
for c in "sim:--games 1 --players 1" "check:--games 1 --players 1 --quiet --out $T/faults" "play:--players me --seed 1"; do
	run $SCRIPT_KB "legal_wide: ${c%%:*} stops at the budget of the legal call" \
		"instruction budget exceeded \(20000000 instructions per call\)|FAULT" $BIN ${c%%:*} "$R/legal_wide.lua" ${c#*:}
done

# ---- a replay has a game's budget, as sim and check do ----
{ printf 'cardwright-replay 1\nvariant %s\nplayers ana\nseed 1\nround 1\n' "$R/heavy_legal.lua"
  awk 'BEGIN { for (i = 0; i < 600; i++) print "1 go" }'; } >"$T/heavy.replay"
printf 'quit\n' >"$T/in"
RUN_SECONDS=600	# about 8 s here; the timeout is for a sanitizer build on a loaded machine
for mode in "" "--as 1"; do
	run $SCRIPT_KB "heavy_legal: replay $mode of 600 lines stops at the game's budget, naming the line" \
		"heavy.replay:[0-9]+: the game's hooks have run more than 1000000000 instructions by this line" \
		$BIN replay "$T/heavy.replay" $mode
done
RUN_SECONDS=60

# ---- long instructions: charged, or timed from the call's start ----
run $SCRIPT_KB "slow_eq: score stops at the 5 s deadline" \
	"slow_eq.lua:[0-9]+: time limit exceeded \(5000 ms per call\) \(in layout_score of slow_eq\)" \
	$BIN score "$R/slow_eq.lua" 'AS 2C / 3D 4H'
run $SCRIPT_KB "unpack_loop: score stops at the budget" \
	"unpack_loop.lua:[0-9]+: instruction budget exceeded" $BIN score "$R/unpack_loop.lua" 'AS 2C / 3D 4H'
run $SCRIPT_KB "wrapped_plain: byte, utf8.len, utf8.codepoint, unpack as Lua gives them" \
	"^wrapped_plain: wrapped as meant" $BIN rules "$R/wrapped_plain.lua"

# ---- a replay dropped on serve's page names an installed variant: a path
# loaded a file of the server's and quoted it in its errors ----
if command -v node >/dev/null 2>&1; then
	printf 'cardwright-replay 1\nvariant %s\nplayers ana ben\nseed 1\nround 1\n' "$R/xpcall_plain.lua" >"$T/path.replay"
	start_serve
	timeout 60 node "$(pwd)/tests/hostile/round5/upload_flood.mjs" "$port" "$T/path.replay" 1 >"$T/out" 2>&1
	grep -q "^held 0 refused 1$" "$T/out" &&
		grep -q "a replay sent to the server names an installed variant, not a file" "$T/out"
	result $? "serve: a replay naming a file's path as its variant is refused in one line"
	stop_serve
else
	n=$((n + 1)); echo "ok $n # SKIP no node"
fi

finish
