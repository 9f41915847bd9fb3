#!/bin/sh
# The documentation against the code (docs/):
#  - docs/reference.md documents every method of the game object `g`
#    (the methods[] table of lua/api.c), every variant field (the schema of
#    lua/dsl.lua), every option and action field, every test word and test
#    game method (lua/testapi.c); and documents nothing that is not there;
#  - the tutorial's code (the fenced blocks whose first line is
#    `-- file: NAME`) is written to a scratch directory and its commands run:
#    new, rules, check, test, play with scripted input, sim, replay, and
#    every `cardwright ...` command line the tutorial shows;
#  - the man page names every command and option of `cardwright help`,
#    renders, and is installed by `make install`.
# Run from the top of the tree (make test).
TOP=$(pwd)
BIN=$TOP/cardwright
REF=docs/reference.md
TUT=docs/tutorial.md
MAN=docs/cardwright.1
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -n "$2" ] && [ -f "$2" ] && sed 's/^/# /' "$2" | head -n 40; }
check() { if [ "$?" -eq 0 ]; then ok "$1"; else notok "$1" "$2"; fi }
skip() { n=$((n + 1)); echo "ok $n # skip $1"; }

echo "1..30"

# same DESC CODE DOCS: the two sorted name lists are equal; else the
# differences as diagnostics.
same() {
	sort -u "$2" >"$2.s"
	sort -u "$3" >"$3.s"
	if [ -s "$2.s" ] && cmp -s "$2.s" "$3.s"; then
		ok "$1 ($(wc -l <"$2.s") names)"
	else
		comm -23 "$2.s" "$3.s" | sed 's/^/in the code, not documented: /' >"$T/diff"
		comm -13 "$2.s" "$3.s" | sed 's/^/documented, not in the code: /' >>"$T/diff"
		[ -s "$2.s" ] || echo "no names found in the code" >>"$T/diff"
		notok "$1" "$T/diff"
	fi
}

# ---- the reference against the code ----

grep -o '{ "[a-z_]*", g_' lua/api.c | sed 's/{ "\([a-z_]*\)".*/\1/' >"$T/api.code"
sed -n 's/^### g:\([a-z_]*\)(.*/\1/p' "$REF" >"$T/api.doc"
same "every g method of lua/api.c is documented in $REF, and no other" "$T/api.code" "$T/api.doc"

awk '/^local schema = \{/ { on = 1; next } on && /^\}/ { on = 0 } on' lua/dsl.lua |
	grep -o '[a-z_]* = "' | sed 's/ = "//' >"$T/dsl.code"
sed -n 's/^### variant\.\([a-z_]*\).*/\1/p' "$REF" >"$T/dsl.doc"
same "every variant field of the DSL schema (lua/dsl.lua) is documented, and no other" "$T/dsl.code" "$T/dsl.doc"

keys_of() { awk -v t="$1" '$0 ~ "^local " t " = [{]" { on = 1 } on { print } on && /[}]/ { exit }' lua/dsl.lua; }
keys_of option_keys | grep -o '[a-z_]* = true' | sed 's/ = true//' >"$T/opt.code"
sed -n 's/^### option\.\([a-z_]*\).*/\1/p' "$REF" >"$T/opt.doc"
same "every option field (option_keys in lua/dsl.lua) is documented, and no other" "$T/opt.code" "$T/opt.doc"

keys_of action_keys | grep -o '[a-z_]* = true' | sed 's/ = true//' >"$T/act.code"
sed -n 's/^### action\.\([a-z_]*\).*/\1/p' "$REF" >"$T/act.doc"
same "every action field (action_keys in lua/dsl.lua) is documented, and no other" "$T/act.code" "$T/act.doc"

awk '/static const luaL_Reg words\[\]/ { on = 1 } on { print } on && /NULL, NULL/ { on = 0 }' lua/testapi.c |
	grep -o '{ "[a-z_]*", t_' | sed 's/{ "\([a-z_]*\)".*/\1/' >"$T/words.code"
sed -n 's/^### test \([a-z_]*\)[({].*/\1/p' "$REF" >"$T/words.doc"
same "every test word of lua/testapi.c is documented, and no other" "$T/words.code" "$T/words.doc"

grep -o '{ "[a-z_]*", tg_' lua/testapi.c | sed 's/{ "\([a-z_]*\)".*/\1/' >"$T/tg.code"
sed -n 's/^### t:\([a-z_]*\)(.*/\1/p' "$REF" >"$T/tg.doc"
same "every test game method of lua/testapi.c is documented, and no other" "$T/tg.code" "$T/tg.doc"

# The sandbox's kept globals are the ones the reference lists.
awk '/static const char \*const kept\[\] = \{/ { on = 1 } on { print } on && /NULL/ { on = 0 }' lua/sandbox.c |
	grep -o '"[A-Za-z_]*"' | tr -d '"' >"$T/kept.code"
sed -n 's/^- global `\([A-Za-z_]*\)`.*/\1/p' "$REF" >"$T/kept.doc"
same "the sandbox's base globals (lua/sandbox.c) are the ones the reference lists" "$T/kept.code" "$T/kept.doc"

for f in docs/guide.md docs/tutorial.md docs/reference.md docs/replay-format.md; do
	[ -s "$f" ]
	check "$f exists"
done
for w in Install Play Replay Simulate Score; do
	grep -q "^## .*$w" docs/guide.md
	check "the guide has a section on: $w"
done

# ---- the tutorial runs ----

W="$T/tut"
mkdir -p "$W" "$T/bin"
ln -s "$BIN" "$T/bin/cardwright"
awk -v dir="$W" '
	/^```/ { if (file) { close(file); file = "" ; inblock = 0; next } inblock = 1; first = 1; next }
	inblock && first { first = 0; if ($0 ~ /^-- file: /) { file = dir "/" $3; print > file; count++ } next }
	file { print > file }
	END { print count + 0 }' "$TUT" >"$T/nblocks"
[ "$(cat "$T/nblocks")" -ge 2 ] && [ -f "$W/golf4-knock3.lua" ] && [ -f "$W/golf4-knock3_test.lua" ]
check "the tutorial's code blocks are extracted ($(cat "$T/nblocks") files)"

# What the tutorial's reader runs, from their directory with it on the path.
run() { (cd "$W" && PATH="$T/bin:$PATH" CARDWRIGHT_PATH="$W" XDG_STATE_HOME="$W/state" HOME="$W" "$@"); }

mkdir -p "$T/new" && (cd "$T/new" && "$BIN" new golf4-knock3 --from golf4 >out 2>&1) &&
	[ -f "$T/new/golf4-knock3.lua" ] && [ -f "$T/new/golf4-knock3_test.lua" ]
check "tutorial step 2: cardwright new golf4-knock3 --from golf4" "$T/new/out"

run cardwright rules golf4-knock3 >"$T/rules.out" 2>&1 && grep -q '^  knock_from  *default 3 ' "$T/rules.out"
check "cardwright rules golf4-knock3 shows the knock_from option" "$T/rules.out"
run cardwright check golf4-knock3 --games 20 --quiet >"$T/check.out" 2>&1 && grep -q ' 0 faults' "$T/check.out"
check "cardwright check golf4-knock3 --games 20: 0 faults" "$T/check.out"
run cardwright test golf4-knock3_test.lua >"$T/test.out" 2>&1 && ! grep -q '^not ok' "$T/test.out"
check "cardwright test golf4-knock3_test.lua passes" "$T/test.out"
run cardwright sim golf4-knock3 --games 200 --players 3 >"$T/sim.out" 2>&1 && grep -q '200 games' "$T/sim.out"
check "cardwright sim golf4-knock3 --games 200 --players 3" "$T/sim.out"

# Seat 2 (the bot) plays first; seat 1 (me) may not knock on turns 1 and 2,
# and is offered the knock on turn 3.
printf 'knock\ndraw stock\ndiscard\nknock\ndraw stock\ndiscard\nlegal\nquit\n' |
	run cardwright play golf4-knock3 --players me,bot --seed 3 >"$T/play.out" 2>&1 &&
	[ "$(grep -c "'knock' is not legal now" "$T/play.out")" -eq 2 ] &&
	grep -q '^legal: draw stock, draw discard, knock$' "$T/play.out"
check "cardwright play golf4-knock3: no knock on turns 1 and 2, a knock on turn 3" "$T/play.out"
rec=$(ls "$W"/state/cardwright/games/*golf4-knock3.replay 2>/dev/null | head -n 1)
[ -n "$rec" ] && run cardwright replay "$rec" >"$T/replay.out" 2>&1
check "the recording of that game replays" "$T/replay.out"

# Every command line the tutorial shows, in order (the `new` line was run above).
grep -E '^    (printf .*\| )?cardwright ' "$TUT" | sed 's/^    //' | grep -v '^cardwright new ' >"$T/cmds"
: >"$T/cmds.out"
bad=0
while IFS= read -r c; do
	echo "\$ $c" >>"$T/cmds.out"
	run sh -c "$c" </dev/null >>"$T/cmds.out" 2>&1 || { echo "# FAILED: $c" >>"$T/cmds.out"; bad=1; }
done <"$T/cmds"
[ "$bad" -eq 0 ] && [ "$(wc -l <"$T/cmds")" -ge 6 ]
check "every cardwright command of the tutorial succeeds ($(wc -l <"$T/cmds") commands)" "$T/cmds.out"

# ---- the man page ----

"$BIN" help >"$T/help"
sed -n 's/^  \([a-z][a-z]*\) .*/\1/p; s/^  \([a-z][a-z]*\)$/\1/p' "$T/help" | sort -u >"$T/cmds.help"
missing=""
for c in $(cat "$T/cmds.help"); do
	grep -Eq "^\.(B|BI|BR) $c( |\$)" "$MAN" || missing="$missing $c"
done
[ -s "$T/cmds.help" ] && [ -z "$missing" ]
check "the man page documents every command of cardwright help (missing:${missing:- none})"
missing=""
for o in $(grep -o -- '--[a-z][a-z-]*' "$T/help" | sort -u); do
	grep -qF -- "$(echo "$o" | sed 's/-/\\-/g')" "$MAN" || missing="$missing $o"
done
[ -z "$missing" ]
check "the man page documents every option of cardwright help (missing:${missing:- none})"
grep -q '^\.TH CARDWRIGHT 1' "$MAN"
check "the man page is a section 1 page"
if command -v man >/dev/null 2>&1; then
	MANWIDTH=80 man -l "$MAN" >"$T/man.out" 2>"$T/man.err" && [ ! -s "$T/man.err" ] && grep -q 'SYNOPSIS' "$T/man.out"
	check "man -l docs/cardwright.1 renders without warnings" "$T/man.err"
else
	skip "man is not installed"
fi
make -s install DESTDIR="$T/root" PREFIX=/usr/local >"$T/install.out" 2>&1 &&
	cmp -s "$MAN" "$T/root/usr/local/share/man/man1/cardwright.1"
check "make install installs the man page in PREFIX/share/man/man1" "$T/install.out"
