#!/bin/sh
# Untrusted text and files (DESIGN principle 10, docs/robustness.md): the
# hostile replays of tests/replays/hostile/ and its house rules osc.lua and
# osc_verb.lua, in every replay mode and at every place that shows a
# script's text; the reader's limits; recordings that cannot be lost or
# clobbered. Nothing may print a raw control byte, abort, or write
# outside the test's own directory. Run from the top of the tree (make test).
BIN=$(pwd)/cardwright
H=$(pwd)/tests/replays/hostile
. tests/sh/lib/tap.sh
export HOME="$T/home" XDG_STATE_HOME="$T/home/state" XDG_CONFIG_HOME="$T/home/config" XDG_DATA_HOME="$T/home/data"
export CARDWRIGHT_PATH="$H"
unset TMUX
mkdir -p "$HOME"
GAMES="$XDG_STATE_HOME/cardwright/games"

# A raw C0 control (other than TAB and LF), DEL, or a C1 control in UTF-8.
CTRL=$(printf '[\001-\010\013-\037\177]')
C1=$(printf '\302[\200-\237]')
raw() { LC_ALL=C grep -q "$CTRL\|$C1" "$@"; }
# check NAME COMMAND...: the command's status is 0, else the test fails.
check() { name=$1; shift; "$@" >>"$T/out" 2>&1; result $? "$name"; : >"$T/out"; }



# ---- every hostile replay, in every mode: no abort, no raw control byte ----
# expected status: 0 for the cut file (it verifies up to the cut), 1 for
# the others (osc-rule's rule value holding OSC 52 is no option's value).
for f in "$H"/*.replay; do
	b=$(basename "$f" .replay)
	want=1
	case "$b" in cut-last-line) want=0 ;; esac
	for mode in "" "--as 1" "--reveal" "--export-as 2" "--as 2 --step"; do
		$BIN replay "$f" $mode </dev/null >"$T/o" 2>"$T/e"
		rc=$?
		{ echo "exit $rc, expected $want"; cat -v "$T/e" "$T/o" | head -n 5; } >"$T/out"
		[ "$rc" -eq "$want" ] && ! raw "$T/o" "$T/e"
		result $? "$b: replay ${mode:-(verify)} exits $want and prints no raw control byte"
	done
done

# ---- a variant that does not load: the same one line in every mode ----
$BIN replay "$H/variant-typo.replay" >/dev/null 2>"$T/verify"
for mode in "--as 1" "--reveal" "--export-as 1" "--as 1 --step" "--reveal --step"; do
	$BIN replay "$H/variant-typo.replay" $mode </dev/null >"$T/o" 2>"$T/e"
	rc=$?
	{ echo "exit $rc"; cat "$T/e"; } >"$T/out"
	[ "$rc" -eq 1 ] && cmp -s "$T/e" "$T/verify" && [ "$(wc -l <"$T/e")" -eq 1 ] && grep -q "unknown variant 'golf5'" "$T/e"
	result $? "variant golf5: replay $mode says what verify says, in one line, exit 1 (no abort)"
done

# ---- what the errors say ----
$BIN replay "$H/escape-names.replay" >"$T/out" 2>&1
grep -q "bad player name 'ana\\\\x1b\]52;c;cHduZWQ\\\\x07'" "$T/out"
result $? "a player name holding OSC 52 is refused, shown escaped (\\x1b)"
$BIN replay "$H/players-wrap.replay" >"$T/out" 2>&1
grep -q ":4: players: 4294967298 seats, expected 1 to 16" "$T/out"
result $? "players 4294967298 is 4294967298 seats, not 2 (no wrap)"
$BIN replay "$H/name-long.replay" >"$T/out" 2>&1
grep -q "is 300 bytes long: the limit is 31 (CW_REPLAY_MAX_NAME)" "$T/out"
result $? "a 300-byte player name is refused, the limit named"
$BIN replay "$H/escape-record.replay" >"$T/out" 2>&1
grep -q "unknown record '\\\\xc2\\\\x9b2J\\\\xe2\\\\x80\\\\xae\\\\xff\\\\xfe'" "$T/out"
result $? "C1 CSI, U+202E and invalid UTF-8 in a record word: every byte escaped"
$BIN replay "$H/osc.replay" >"$T/out" 2>&1
grep -q "boom \\\\x1b\]52;c;cHduZWQ=\\\\x07 \\\\x1b\[2J" "$T/out"
result $? "a hook's error holding OSC 52 and CSI 2J: shown escaped"
$BIN replay "$H/osc-rule.replay" --export-as 2 >"$T/out" 2>&1
grep -q "osc-rule.replay:5: option skin=x\\\\x1b\]52;c;cHduZWQ=\\\\x07: expected one of plain, other$" "$T/out"
result $? "--export-as: a rule holding OSC 52 is refused (no option's value holds a control byte), shown escaped"
$BIN replay "$H/cut-last-line.replay" >"$T/o" 2>"$T/e"
cat "$T/e" "$T/o" >"$T/out"
grep -q "warning: .*cut-last-line.replay:29: the last line is cut short" "$T/e" &&
	grep -q "verified, 1 round" "$T/o" && grep -q "ben  *7$" "$T/o"
result $? "a last line cut short: the file verifies up to line 28, with a warning naming line 29"

# ---- the reader's limits: memory a constant times the file's size ----
hdr() { printf 'cardwright-replay 1\nvariant golf4\nplayers ana ben\nseed 1\nround 1\n'; }
words=$(awk 'BEGIN { for (i = 0; i < 1000; i++) printf "a "; print "" }')
{ hdr; i=0; while [ $i -lt 2090 ]; do echo "$words"; i=$((i + 1)); done; } >"$T/words.replay"
{ hdr; i=0; while [ $i -lt 3 ]; do cat "$T/words.replay"; i=$((i + 1)); done; } >"$T/big.replay"
{ hdr; awk 'BEGIN { for (i = 0; i < 5000; i++) printf "#xxxxxxxxx"; print "" }'; } >"$T/line.replay"
{ hdr; echo "$words $words"; } >"$T/manywords.replay"
{ hdr; awk 'BEGIN { for (i = 0; i < 200001; i++) print "1 a" }'; } >"$T/records.replay"
{ printf 'cardwright-replay 1\nvariant golf4\nplayers ana ben\nseed 1\n'; awk 'BEGIN { for (i = 1; i <= 10001; i++) print "round " i }'; } >"$T/rounds.replay"
# A 4 MB file of one-letter words reads within 64 MB (the old reader took
# 90 MB); the address-space cap cannot apply to a sanitizer build.
if LC_ALL=C grep -q __asan_init "$BIN"; then
	echo "ok $((n + 1)) # SKIP a sanitizer build reserves more address space than the cap"
	n=$((n + 1))
else
	(ulimit -v 65536; $BIN replay "$T/words.replay") >"$T/out" 2>&1
	grep -q ":6: unknown record 'a'" "$T/out"
	result $? "a 4 MB replay of 2 million words is read in 64 MB of address space"
fi
$BIN replay "$T/big.replay" >"$T/out" 2>&1
grep -q "the limit for a replay is 4194304 (CW_REPLAY_MAX_BYTES)" "$T/out"
result $? "a 12 MB replay is refused at once, the limit named"
$BIN replay "$T/line.replay" >"$T/out" 2>&1
grep -q ":6: a line longer than 4096 bytes: the limit (CW_REPLAY_MAX_LINE)" "$T/out"
result $? "a line of 50000 bytes is refused, the limit named"
$BIN replay "$T/manywords.replay" >"$T/out" 2>&1
grep -q ":6: 2000 words on one line: the limit is 1025 (CW_REPLAY_MAX_WORDS)" "$T/out"
result $? "a line of 2000 words is refused, the limit named"
$BIN replay "$T/records.replay" >"$T/out" 2>&1
grep -q ":200001: more than 200000 records .*(CW_REPLAY_MAX_RECORDS)" "$T/out"
result $? "200001 records are refused at the first one past the limit, the limit named"
$BIN replay "$T/rounds.replay" >"$T/out" 2>&1
grep -q ":10005: more than 10000 rounds: the limit (CW_REPLAY_MAX_ROUNDS)" "$T/out"
result $? "round 10001 is refused, the limit named"

# ---- a script's text: variants, rules, the REPL, sim ----
$BIN variants >"$T/o" 2>&1
{ cat -v "$T/o"; } >"$T/out"
grep -q '^osc  *clip \\x1b\]52;c;cHduZWQ=\\x07 title \\x1b\]0;pwned\\x07$' "$T/o" && ! raw "$T/o" && grep -q '^golf4 ' "$T/o"
result $? "variants: a title holding OSC 52 and OSC 0 is shown escaped, the others listed"
$BIN rules osc >"$T/o" 2>&1
cat -v "$T/o" >"$T/out"
! raw "$T/o" && grep -q '\\xe2\\x80\\xaereversed' "$T/o" &&
	grep -q 'value \\x1b\[31mred\\x1b\[0m of a queen\\x0d\\x0a\\x7f$' "$T/o"
result $? "rules osc: summary and option doc escaped (OSC 8, U+202E, CSI, CR), the doc's newline too (one line)"
$BIN rules osc_verb >"$T/o" 2>&1
cat -v "$T/o" >"$T/out"
! raw "$T/o"
result $? "rules osc_verb: an action name holding OSC 52 is shown escaped"
printf 'new osc_verb\nrules osc\nnew osc ana,ben\nquit\n' | $BIN >"$T/o" 2>&1
cat -v "$T/o" >"$T/out"
! raw "$T/o" && grep -q "action name 'knock\\\\x1b\]52;c;cHduZWQ=\\\\x07' must be printable text" "$T/o"
result $? "REPL: an action name holding OSC 52 is refused when the game starts, shown escaped"
printf 'draw stock\nquit\n' | $BIN play osc --players ana,ben --seed 1 --rule boom=on >"$T/o" 2>&1
cat -v "$T/o" >"$T/out"
! raw "$T/o"
result $? "REPL: a hook's error holding OSC 52 prints no raw control byte"
OSC52="x$(printf '\033')]52;c;cHduZWQ=$(printf '\007')"
$BIN sim osc --games 2 --players 2 --rule "skin=$OSC52" >"$T/o" 2>&1
cat -v "$T/o" >"$T/out"
! raw "$T/o" && grep -q 'skin=x\\x1b\]52;c;cHduZWQ=\\x07' "$T/o"
result $? "sim: a rule's value holding OSC 52 is shown escaped"

mkdir -p "$T/ck"
$BIN check osc --games 1 --out "$T/ck" >"$T/o" 2>&1
cat -v "$T/o" >"$T/out"
ls -R "$T/ck" >>"$T/out"
! raw "$T/o" && [ -z "$(find "$T/ck" -mindepth 2)" ] && ls "$T/ck" | grep -q 'path=\.\._\.\._x_y-'
result $? "check: a fault under a choice holding '/' is written in --out DIR, the name made safe, the line escaped"
mkdir -p "$T/nr"
(cd "$T/nr" && $BIN new mine --from osc) >"$T/out" 2>&1
[ -f "$T/nr/mine.lua" ] && ! raw "$T/nr/mine.lua" && grep -q 'of a queen\\x0d' "$T/nr/mine.lua"
result $? "new mine --from osc: the base's docs go into the new file's comments escaped (a CR would end a comment)"

# ---- recordings ----
rm -rf "$GAMES"
printf 'new golf4 ana,bot\nnew golf4 ana,bot\nquit\n' | $BIN >"$T/out" 2>&1
ls "$GAMES" >>"$T/out"
[ "$(ls "$GAMES" | wc -l)" -eq 2 ]
result $? "two new games in the same second are two recordings (no truncation)"
printf 'new golf4 ana,bot\nquit\n' | $BIN >/dev/null 2>&1 &
p1=$!
printf 'new golf4 ana,bot\nquit\n' | $BIN >/dev/null 2>&1 &
p2=$!
printf 'new golf4 ana,bot\nquit\n' | $BIN >/dev/null 2>&1
wait $p1 $p2
ls -l "$GAMES" >"$T/out"
[ "$(ls "$GAMES" | wc -l)" -eq 5 ]
result $? "three REPLs started at once write three files"
bad=0
for f in "$GAMES"/*; do $BIN replay "$f" >>"$T/out" 2>&1 || bad=1; done
result $bad "every recording verifies (no interleaved lines)"
[ -z "$(find "$GAMES" -type f ! -perm 0600)" ]
result $? "recordings are readable by their owner only (mode 0600)"

echo "victim" >"$T/victim"
ln -s "$T/victim" "$T/link.replay"
printf 'new golf4 ana,bot\nsave %s\nquit\n' "$T/link.replay" | $BIN >"$T/out" 2>&1
[ "$(cat "$T/victim")" = victim ] && [ -L "$T/link.replay" ] && [ "$(readlink "$T/link.replay")" = "$T/victim" ] &&
	grep -q "^cannot save to $T/link.replay: a symbolic link; nothing was written" "$T/out"
result $? "save onto a symlink neither writes its target nor replaces the link: one line says so"
rm -f "$T/link.replay"
cp tests/replays/golf4-seeded-3p.replay "$T/target.replay"
sum=$(cksum <"$T/target.replay")
ln -s "$T/target.replay" "$T/link.replay"
printf 'quit\n' | $BIN play --resume "$T/link.replay" >"$T/out" 2>&1
rc=$?
[ "$rc" -ne 0 ] && [ "$sum" = "$(cksum <"$T/target.replay")" ] && grep -q "a symbolic link" "$T/out"
result $? "play --resume through a symlink is refused and writes nothing to its target"
# Symlinks planted at the names recordings had (one-second names): never followed.
rm -rf "$GAMES"
mkdir -p "$GAMES"
now=$(date +%s)
for k in 0 1 2 3; do
	ln -s "$T/victim" "$GAMES/$(date -d "@$((now + k))" +%Y%m%d-%H%M%S)-golf4.replay"
done
printf 'new golf4 ana,bot\nswap 1\nquit\n' | $BIN >"$T/out" 2>&1
[ "$(cat "$T/victim")" = victim ] && [ "$(find "$GAMES" -type f | wc -l)" -eq 1 ]
result $? "symlinks planted at the one-second names of recordings are never followed"
mkdir -p "$T/sim"
ln -s "$T/victim" "$T/sim/game-1.replay"
$BIN sim golf4 --games 1 --players 2 --record "$T/sim" >"$T/out" 2>&1
[ $? = 2 ] && [ "$(cat "$T/victim")" = victim ] && [ -L "$T/sim/game-1.replay" ] &&
	grep -q "it already holds recordings (game-N.replay); a run never writes over them" "$T/out"
result $? "sim --record into a directory holding a game-1.replay (a planted symlink): refused, its target never written"
# Nor over another run's recordings, or a file of the user's of that name.
rm -rf "$T/sim2" && $BIN sim golf4 --games 1 --players 2 --seed 3 --record "$T/sim2" >/dev/null 2>&1 &&
	cp "$T/sim2/game-1.replay" "$T/first.replay" && ! $BIN sim golf4 --games 1 --players 2 --seed 4 --record "$T/sim2" >"$T/out" 2>&1 &&
	cmp -s "$T/sim2/game-1.replay" "$T/first.replay"
result $? "sim --record into a directory of an earlier run's recordings: refused, the first run's file unchanged"

# A full disk, as a file size limit: the recording keeps its complete lines.
rm -rf "$GAMES"
(trap '' XFSZ; ulimit -f 2; exec $BIN play golf4 --players bot,bot --seed 3 --rule holes=9 </dev/null) >"$T/o" 2>&1
f=$(ls "$GAMES"/* | head -n 1)
{ grep note "$T/o"; ls -l "$f"; tail -c 40 "$f"; } >"$T/out"
grep -q "the recording stops here and keeps every complete line" "$T/o" && [ "$(tail -c 1 "$f" | od -An -c | tr -d ' ')" = '\n' ] &&
	$BIN replay "$f" >>"$T/out" 2>&1
result $? "a write error (file size limit) leaves every complete line and nothing else: the file verifies"
printf 'quit\n' | $BIN play --resume "$f" >>"$T/out" 2>&1
result $? "play --resume goes on from such a file"

cp "$H/cut-last-line.replay" "$T/cut.replay"
printf 'quit\n' | $BIN play --resume "$T/cut.replay" >"$T/o" 2>"$T/e"
rc=$?
cat "$T/e" "$T/o" >"$T/out"
$BIN replay "$T/cut.replay" >>"$T/out" 2>"$T/e2"
[ "$rc" -eq 0 ] && grep -q "cut.replay:29: the last line is cut short" "$T/e" && [ ! -s "$T/e2" ] && grep -q "verified, 1 round" "$T/out" &&
	grep -q "the line cut short stays in the file as a comment" "$T/e" &&
	[ "$(sed -n 29p "$T/cut.replay")" = "# cut short, not read: total ana=19 ben=7 cy" ]
result $? "play --resume of a cut file: a warning naming line 29; the cut line's words stay, as a comment (line 29), and the file verifies"

# One writer per file: a second cardwright may not resume a file being recorded.
rm -rf "$GAMES"
mkfifo "$T/in"
$BIN play golf4 --players ana,bot --seed 5 <"$T/in" >"$T/o1" 2>&1 &
pa=$!
exec 3>"$T/in"
i=0
while [ $i -lt 100 ] && [ -z "$(ls "$GAMES" 2>/dev/null)" ]; do sleep 0.1; i=$((i + 1)); done
f=$(ls "$GAMES"/* | head -n 1)
$BIN play --resume "$f" </dev/null >"$T/out" 2>&1
rc=$?
echo quit >&3
exec 3>&-
wait $pa
[ "$rc" -ne 0 ] && grep -q "is being recorded by another cardwright (one writer per file)" "$T/out"
result $? "a file being recorded cannot be resumed by a second cardwright"

# ---- the line-editing history, on a terminal: appended, not overwritten ----
if ! command -v tmux >/dev/null 2>&1; then
	echo "ok $((n + 1)) # SKIP no tmux"
	n=$((n + 1))
else
	SOCK="cwhist$$"
	TM() { tmux -L "$SOCK" "$@"; }
	for s in a b; do
		TM new-session -d -s $s -x 100 -y 30 "env TERM=xterm XDG_STATE_HOME=$XDG_STATE_HOME HOME=$HOME $BIN; sleep 30"
	done
	wait_prompt() {
		i=0
		while [ $i -lt 50 ]; do
			TM capture-pane -p -t "$1" | grep -q "$2" && return 0
			sleep 0.1
			i=$((i + 1))
		done
		return 1
	}
	wait_prompt a 'cardwright>' && wait_prompt b 'cardwright>'
	TM send-keys -t a 'help alpha' Enter
	TM send-keys -t b 'help beta' Enter
	TM send-keys -t a 'quit' Enter
	wait_prompt a 'sleep\|^$' >/dev/null
	sleep 0.5
	TM send-keys -t b 'quit' Enter
	sleep 0.5
	TM kill-server 2>/dev/null
	cat "$XDG_STATE_HOME/cardwright/history" >"$T/out" 2>&1
	grep -q alpha "$T/out" && grep -q beta "$T/out"
	result $? "two REPLs at once: the history keeps the lines of both"
fi
echo "1..$n"
exit $((fails > 0))
