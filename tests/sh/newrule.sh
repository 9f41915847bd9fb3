#!/bin/sh
# `cardwright new NAME --from VARIANT` (repl/newrule.c): in a scratch
# directory it writes NAME.lua and NAME_test.lua; the skeleton loads, passes
# `cardwright check` and its own tests, and plays by name on the variant
# path; existing files are never overwritten; a bad NAME, an unknown VARIANT
# or a missing --from is refused with one line and exit status 2.
# Run from the top of the tree (make test).
BIN=$(pwd)/cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -n "$2" ] && [ -f "$2" ] && sed 's/^/# /' "$2" | head -n 30; }
check() { if [ "$?" -eq 0 ]; then ok "$1"; else notok "$1" "$2"; fi }

echo "1..38"

# refused DESC ARGS...: exit 2, exactly one line on stderr, nothing on stdout,
# no file written in a fresh directory.
refused() {
	desc=$1; shift
	d="$T/refuse.$n"
	mkdir -p "$d"
	(cd "$d" && "$BIN" new "$@" >out 2>err; echo $? >rc)
	files=$(cd "$d" && ls | grep -v '^out$\|^err$\|^rc$' | wc -l)
	if [ "$(cat "$d/rc")" = 2 ] && [ "$(wc -l <"$d/err")" -eq 1 ] && [ ! -s "$d/out" ] && [ "$files" -eq 0 ]; then
		ok "$desc"
	else
		notok "$desc (rc $(cat "$d/rc"), $(wc -l <"$d/err") lines, $files files)" "$d/err"
	fi
}

W="$T/work"
mkdir -p "$W"
cd "$W" || exit 1

# 1-4: the files are written.
"$BIN" new golf4-myrule --from golf4 >out 2>err
check "new golf4-myrule --from golf4 exits 0" err
[ -f golf4-myrule.lua ] && [ -f golf4-myrule_test.lua ]
check "it writes golf4-myrule.lua and golf4-myrule_test.lua"
grep -q '^local base = require "golf4"' golf4-myrule.lua && grep -q '^return base:extend {' golf4-myrule.lua &&
	grep -q 'name = "golf4-myrule"' golf4-myrule.lua
check "the skeleton is require(\"golf4\"):extend{ name = \"golf4-myrule\", ... }"
[ "$(grep -c '^ *--' golf4-myrule.lua)" -ge 20 ] && grep -q 'queen' golf4-myrule.lua && grep -q 'legal' golf4-myrule.lua
check "the skeleton is commented: golf4's options and how to override legal"

# 5-9: it loads, checks, tests, plays and simulates.
"$BIN" check golf4-myrule.lua --games 20 --quiet >check.out 2>&1
check "cardwright check golf4-myrule.lua --games 20 finds no fault" check.out
"$BIN" test golf4-myrule_test.lua >test.out 2>&1 && ! grep -q '^not ok' test.out && grep -q '^1\.\.' test.out
check "cardwright test golf4-myrule_test.lua passes" test.out
CARDWRIGHT_PATH="$W" "$BIN" rules golf4-myrule >rules.out 2>&1 && grep -q '^golf4-myrule: golf4 with a house rule' rules.out
check "on CARDWRIGHT_PATH, cardwright rules golf4-myrule shows it" rules.out
CARDWRIGHT_PATH="$W" "$BIN" variants >vars.out 2>&1 && grep -q '^golf4-myrule ' vars.out && ! grep -q '_test' vars.out
check "on CARDWRIGHT_PATH, variants lists golf4-myrule and not its test file" vars.out
CARDWRIGHT_PATH="$W" "$BIN" sim golf4-myrule --games 20 --players 3 >sim.out 2>&1
check "cardwright sim golf4-myrule --games 20 --players 3" sim.out
printf 'legal\ndraw stock\ndiscard\nquit\n' | CARDWRIGHT_PATH="$W" XDG_STATE_HOME="$W/state" HOME="$W" \
	"$BIN" play golf4-myrule --players me,bot --seed 5 >play.out 2>&1 && grep -q 'me to play' play.out
check "cardwright play golf4-myrule with scripted input" play.out

# 10-11: an edited skeleton: uncommenting the options example still loads.
awk '{ l[NR] = $0 } /^  --   black_queen_40 = \{ default = "off" \},$/ { k = NR }
	END { for (i = 1; i <= NR; i++) {
		if (i == k - 1) print "  options = {"; else if (i == k) print "    black_queen_40 = { default = \"on\" },";
		else if (i == k + 1) print "  },"; else print l[i] } }' golf4-myrule.lua >edited.lua
grep -q '^    black_queen_40 = { default = "on" },' edited.lua
check "the options example uncomments cleanly"
sed 's/name = "golf4-myrule"/name = "edited"/' edited.lua >e2 && mv e2 edited.lua
"$BIN" rules edited.lua 2>&1 | grep -q 'black_queen_40 *default on'
check "the uncommented example changes the default" 

# 12-14: never overwrites.
sum1=$(cat golf4-myrule.lua golf4-myrule_test.lua | cksum)
"$BIN" new golf4-myrule --from golf4 >out2 2>err2
rc=$?
[ "$rc" -eq 2 ] && [ "$(wc -l <err2)" -eq 1 ] && grep -q 'already exists' err2
check "a second new golf4-myrule is refused: exit 2, one line" err2
[ "$(cat golf4-myrule.lua golf4-myrule_test.lua | cksum)" = "$sum1" ]
check "... and both files are unchanged"
mkdir -p "$T/half" && cd "$T/half" && echo '-- mine' >solo_test.lua &&
	"$BIN" new solo --from golf4 >out 2>err; rc=$?
[ "$rc" -eq 2 ] && [ ! -f solo.lua ] && [ "$(cat solo_test.lua)" = "-- mine" ]
check "an existing NAME_test.lua alone is enough to refuse, and nothing is written" err
cd "$W" || exit 1

# 15-27: refusals.
refused "a NAME with a space is refused" 'my rule' --from golf4
refused "a NAME with a slash is refused" ../x --from golf4
refused "a NAME ending in .lua is refused" x.lua --from golf4
refused "a NAME starting with '-' is refused" --from golf4 -x
refused "a NAME starting with '_' is refused" _x --from golf4
refused "an empty NAME is refused" '' --from golf4
refused "a NAME of 49 characters is refused" abcdefghijabcdefghijabcdefghijabcdefghijabcdefghi --from golf4
refused "an unknown VARIANT is refused" myrule --from golf5
refused "a VARIANT given as a path is refused" myrule --from ./variants/golf4.lua
refused "a missing --from is refused" myrule
refused "--from without a VARIANT is refused" myrule --from
refused "NAME the same as VARIANT is refused" golf4 --from golf4
refused "NAME of an installed variant (it would hide it) is refused" golf6 --from golf4
d="$T/refuse.msg" && mkdir -p "$d" && (cd "$d" && "$BIN" new myrule --from golf5 2>err)
grep -q "unknown variant 'golf5'" "$d/err"
check "the unknown VARIANT's line names it"

# 28-33: other bases.
for base in golf6 golf9 cabo; do
	"$BIN" new "my-$base" --from "$base" >/dev/null 2>err.$base &&
		"$BIN" test "my-${base}_test.lua" >t.$base 2>&1 && ! grep -q '^not ok' t.$base
	check "new my-$base --from $base: its tests pass" t.$base
done
for base in golf6 golf9; do
	"$BIN" check "my-$base.lua" --games 20 --max-games 800 --quiet >c.$base 2>&1
	check "new my-$base --from $base: cardwright check finds no fault" c.$base
done
"$BIN" new my-desmoche --from desmoche >/dev/null 2>err.des &&
	"$BIN" test my-desmoche_test.lua >t.des 2>&1 && ! grep -q '^not ok' t.des
check "new my-desmoche --from desmoche (no layout, no holes): its tests pass" t.des

# 34: help lists it.
"$BIN" help | grep -q '^  new NAME --from VARIANT'
check "cardwright help lists new"

# A test file with no test, and one that plans none: one plan line each
# (TAP allows one), `1..0`.
printf 'done()\n' >none_test.lua && printf 'plan(0)\n' >plan0_test.lua &&
	"$BIN" test none_test.lua >t.none 2>&1 && [ "$(cat t.none)" = "1..0" ]
check "cardwright test on a file with no test prints one plan line, 1..0" t.none
"$BIN" test plan0_test.lua >t.plan0 2>&1 && [ "$(cat t.plan0)" = "1..0" ]
check "cardwright test on plan(0) prints one plan line, 1..0" t.plan0
