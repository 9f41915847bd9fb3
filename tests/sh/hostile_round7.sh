#!/bin/sh
# A seventh round of attacks (docs/robustness.md, "Self-attack, seventh
# round"): the host's checked copy of a variant reached by a script,
# rawset through the read-only tables, typed lines with escapes or past
# the REPL's line, bots' turns with no budget between two prompts, and an
# empty variant path. Each run must end by itself within 60 s, exit 0 to
# 2, stay within 512 MB of address space, print no raw control byte, plant
# no file, and say what was wrong in one line. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round7
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh

# ---- the host's copy of the fields is out of the scripts' reach ----
printf 'show\nquit\n' >"$T/in"
for f in fields_name fields_escape; do
	run $SCRIPT_KB "$f: the checked name cannot be changed after the check" \
		"^cardwright: .*$f.lua:[0-9]+: a variant is read-only after variant\{\.\.\.\} \(field 'name'\)" \
		$BIN play "$R/$f.lua" --players me,bot --seed 1
	[ "$(wc -l <"$T/out")" = 1 ]
	result $? "$f: one line"
done
run $SCRIPT_KB "fields_option: an option's checked default cannot be changed" \
	"^cardwright: .*fields_option.lua:[0-9]+: a variant is read-only after variant\{\.\.\.\} \(field 'default'\)" \
	$BIN play "$R/fields_option.lua" --players me,bot --seed 1
ls "$XDG_STATE_HOME/cardwright/games" >"$T/out" 2>/dev/null
[ ! -s "$T/out" ]
result $? "no recording and no directory made by the three"
cat >"$T/isv.lua" <<'LUA'
local v = require("golf4")
assert(cw.is_variant(v) == v and cw.is_variant({}) == nil and cw.is_variant(1) == nil)
return v:extend { name = "isv", title = "is_variant as meant" }
LUA
run $SCRIPT_KB "cw.is_variant(v) is v itself, read-only; nil for a table or a number" "^isv: is_variant as meant" \
	$BIN rules "$T/isv.lua"

# ---- rawset does not write through a protected table ----
run $SCRIPT_KB "rawset_lib: rawset into math is refused at load, one line" \
	"^cardwright: .*rawset_lib.lua:3: rawset: the table is read-only \(its metatable is protected\)" \
	$BIN play "$R/rawset_lib.lua" --players me,bot --seed 1
run $SCRIPT_KB "rawset_plain: rawset as Lua gives it on a script's tables, refused on the protected ones" \
	"^rawset_plain: rawset as meant" $BIN rules "$R/rawset_plain.lua"

# ---- typed lines: escapes and invalid UTF-8 are refused whole ----
esc=$(printf '\033')
{
	printf 'draw %s[2J\n' "$esc"
	printf '%s]52;c;aGk=\007 knock\n' "$esc"
	printf 'as 1 %s[2Jknock\n' "$esc"
	printf '\302\233 31m\n'
	printf 'draw \377stock\n'
	printf 'show\nquit\n'
} >"$T/in"
run $SCRIPT_KB "typed escapes and invalid UTF-8: each line refused, shown escaped" \
	"that line holds a control character or invalid UTF-8 \('draw \\\\x1b\[2J'\)" $BIN play golf4 --players me,bot --seed 1
[ "$(grep -c 'that line holds a control character or invalid UTF-8' "$T/out")" = 5 ] && ! grep -q 'knocked' "$T/out"
result $? "five lines refused, none acted on"

# ---- a line longer than the REPL reads is refused whole ----
{ head -c 511 /dev/zero | tr '\0' x; printf 'knock\nshow\nquit\n'; } >"$T/in"
run $SCRIPT_KB "a line of 516 characters: refused, its tail not run as a line" \
	"^that line is too long \(at most 511 characters\); nothing was done" $BIN play golf4 --players me,bot --seed 1
! grep -q 'knocked' "$T/out" && grep -q 'me to play' "$T/out"
result $? "the long line's tail (knock) was not played"
{ head -c 100000 /dev/zero | tr '\0' y; printf '\nquit\n'; } >"$T/in"
run $SCRIPT_KB "a line of 100,000 characters: one refusal" "" $BIN play golf4 --players me,bot --seed 1
[ "$(grep -c 'too long\|unknown' "$T/out")" = 1 ]
result $? "one line of error for the whole line"

# ---- the bots' turns between two prompts share a game's budget ----
printf 'show\nquit\n' >"$T/in"
run $SCRIPT_KB "slow_bots with seven bots: play stops the bots at the budget, one line why" \
	"the bots' turns used more than 1000000000 units of hook work since your last action|the game's hooks have run more than 1000000000 instructions, the game's budget|time limit exceeded" \
	$BIN play "$R/slow_bots.lua" --players me,bot,bot,bot,bot,bot,bot,bot --seed 1

# ---- a listing of many slow files ends: the rest are named unread ----
mkdir -p "$T/slow"
for i in 1 2 3 4 5 6; do cp "$R/slow_load.lua" "$T/slow/slow$i.lua"; done
cp "$R/rawset_plain.lua" "$T/slow/zz_last.lua"
printf 'quit\n' >"$T/in"
run $SCRIPT_KB "variants with six files that each load for 5 s: the listing ends after 12 s" \
	"^zz_last +\(not read: the listing took more than 12 s; 'cardwright rules zz_last' reads it\)" \
	env CARDWRIGHT_PATH="$T/slow" $BIN variants
grep -q "^slow1 *(does not load: .*time limit exceeded" "$T/out"
result $? "the first slow file is named with its error"

# ---- an empty variant path ----
mkdir -p "$T/empty"
printf 'quit\n' >"$T/in"
run $SCRIPT_KB "no variant on the path: rules nosuch is an unknown variant" "^cardwright: unknown variant 'nosuch'" \
	env CARDWRIGHT_PATH="$T/empty" $BIN rules nosuch

finish
