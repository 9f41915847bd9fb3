#!/bin/sh
# cardwright replay: the golden replays verify, and corrupt copies of the
# real-table one fail with exit 1 and a message naming the file's line.
# Run from the top of the tree (make test).
BIN=./cardwright
GOLD=tests/replays/golf4-table-3p.replay
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; sed 's/^/# /' "$T/err" "$T/out"; }

ngold=$(ls tests/replays/*.replay | wc -l)
echo "1..$((ngold + 26))"

for f in tests/replays/*.replay; do
	sum=$(cksum <"$f")
	if $BIN replay "$f" >"$T/out" 2>"$T/err" && grep -q 'standings' "$T/out" &&
		[ "$sum" = "$(cksum <"$f")" ]; then
		ok "$f verifies"
	else
		notok "$f verifies"
	fi
done

# corrupt NAME SED-SCRIPT PATTERN DESCRIPTION: a copy of the golden file
# edited by SED-SCRIPT must exit 1 with "FILE:LINE: ..." matching PATTERN,
# LINE being the first line of the copy that matches the edit's mark.
corrupt() {
	f="$T/$1.replay"
	sed "$2" "$GOLD" >"$f"
	line=$(grep -n "$5" "$f" | head -n 1 | cut -d: -f1)
	$BIN replay "$f" >"$T/out" 2>"$T/err"
	rc=$?
	if [ "$rc" -eq 1 ] && grep -q "^$f:$line: .*$3" "$T/err"; then
		ok "$4 (exit 1, line $line)"
	else
		echo "# exit $rc, expected 1 and $f:$line: ...$3"
		notok "$4"
	fi
}

corrupt score 's/^result ana=19 ben=7 cy=27/result ana=19 ben=14 cy=27/' \
	'ben scored 7, the file says 14' 'a wrong result score names the seat and both scores' '^result'
corrupt total 's/^total ana=19 ben=7 cy=27/total ana=19 ben=7 cy=28/' \
	'cy has a total of 27, the file says 28' 'a wrong total' '^total'
corrupt card 's/^deck 5H 9C/deck 5H 9Z/' "bad card '9Z'" 'a bad card token in the deck' '^deck'
corrupt dup 's/^deck 5H 9C/deck 5H 5H/' 'duplicated card 5H' 'a duplicated card in the deck' '^deck'
corrupt count 's/ 10S$//' 'the deck lists 51 cards' 'a deck with the wrong card count' '^deck'
corrupt variant 's/^variant golf4/variant golf5/' "unknown variant 'golf5'" 'an unknown variant' '^variant'
corrupt option 's/^rule holes=1/rule holes=1 colour=red/' "unknown option 'colour'" 'an unknown option' '^rule'
corrupt version 's/^cardwright-replay 1/cardwright-replay 2/' 'unknown replay version' 'a bad version line' '^cardwright-replay'
corrupt seat 's/^cy draw stock  /ana draw stock /' 'seat 1 (ana) acts, but it is seat 3 (cy) to act' \
	'an action by the wrong seat' '^ana draw stock  '
corrupt illegal 's/^1 swap 3 /1 swap 9 /' "illegal action 'swap 9'" 'an illegal action' '^1 swap 9'
corrupt order '/^ben knock/d' "it is seat 2 (ben) to act" 'a missing line shifts the turn' '^3 draw discard'

# A real-table game needs a deck line in every round.
awk '/^round 2/ { r2 = 1 } r2 && /^deck/ { next } { print }' tests/replays/golf4-table-2holes.replay >"$T/nodeck.replay"
line=$(grep -n '^round 2' "$T/nodeck.replay" | cut -d: -f1)
$BIN replay "$T/nodeck.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && grep -q "^$T/nodeck.replay:$line: round 2 has no deck line" "$T/err"; then
	ok 'a round without its deck line (exit 1)'
else
	notok 'a round without its deck line (exit 1)'
fi

# A file that stops mid-round verifies so far.
sed '/^1 swap 3/,$d' "$GOLD" >"$T/trunc.replay"
if $BIN replay "$T/trunc.replay" >"$T/out" 2>"$T/err" && grep -q 'game in progress in round 1$' "$T/out"; then
	ok 'a game that stops mid-round verifies so far (exit 0)'
else
	notok 'a game that stops mid-round verifies so far (exit 0)'
fi

# A byte order mark before the first line (as some editors save UTF-8) is
# no part of it; an action of unknown words is named whole.
{ printf '\357\273\277'; cat tests/replays/golf4-table-restock.replay; } >"$T/bom.replay"
$BIN replay "$T/bom.replay" >"$T/out" 2>"$T/err" && grep -q 'verified, 1 round, the match is over' "$T/out"
if [ $? -eq 0 ]; then ok 'a file saved with a byte order mark verifies'; else notok 'a file saved with a byte order mark verifies'; fi
sed '0,/^2 draw stock/s//2 draw sideways/' tests/replays/golf4-table-restock.replay >"$T/side.replay"
$BIN replay "$T/side.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && grep -q "unknown action 'draw sideways'" "$T/out" "$T/err"; then ok "an unknown action is named whole ('draw sideways')"
else notok "an unknown action is named whole ('draw sideways')"; fi

# Line ends: LF, CR LF, or a CR alone (files saved by old Mac editors
# and some spreadsheets) all end a line, so the lines keep their numbers.
tr '\n' '\r' <tests/replays/golf4-table-restock.replay >"$T/cr.replay"
$BIN replay "$T/cr.replay" >"$T/out" 2>"$T/err" && grep -q 'verified, 1 round, the match is over' "$T/out"
if [ $? -eq 0 ]; then ok 'a file whose lines end in a CR alone verifies'; else notok 'a file whose lines end in a CR alone verifies'; fi
sed 's/$/\r/' tests/replays/golf4-table-restock.replay >"$T/crlf.replay"
$BIN replay "$T/crlf.replay" >"$T/out" 2>"$T/err" && grep -q 'verified, 1 round, the match is over' "$T/out"
if [ $? -eq 0 ]; then ok 'a file whose lines end in CR LF verifies'; else notok 'a file whose lines end in CR LF verifies'; fi
# line 12 is the file's first '2 draw stock' (G4-3's turn, the stock drawn)
sed '12s/draw stock/draw sideways/' tests/replays/golf4-table-restock.replay | tr '\n' '\r' >"$T/crside.replay"
$BIN replay "$T/crside.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && grep -q "crside.replay:12: .*unknown action 'draw sideways'" "$T/out" "$T/err"; then ok 'a fault in a CR-only file names its line (12)'
else notok 'a fault in a CR-only file names its line (12)'; fi

# An action the rules do not allow now names what the seat may do: ben
# drew from the stock at line 12 (G4-3: swap one of 4 slots or discard).
sed '13s/^2 discard$/2 swap 9/' tests/replays/golf4-table-restock.replay >"$T/sw9.replay"
$BIN replay "$T/sw9.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && grep -q "sw9.replay:13: illegal action 'swap 9' for seat 2 (ben): 'swap 9' is not legal now for seat 2: your layout has no slot 9 (slots 1 to 4); legal for seat 2 (ben): swap 1, swap 2, swap 3, swap 4, discard\$" "$T/err"; then
	ok "an illegal action names the seat's legal ones (swap 1-4, discard)"; else notok "an illegal action names the seat's legal ones (swap 1-4, discard)"; fi
$BIN replay "$T/sw9.replay" --as 1 >"$T/out" 2>"$T/err"
if ! grep -q "legal for" "$T/out" "$T/err"; then ok "... not in a seat's view (--as 1), which may not learn it"; else notok "... not in a seat's view (--as 1), which may not learn it"; fi

# A file saved as UTF-16 (a byte order mark FF FE, a NUL after each
# ASCII byte) is named so, not only as holding NUL bytes.
printf 'cardwright-replay 1\nvariant golf4\n' | iconv -f UTF-8 -t UTF-16 >"$T/u16.replay"
$BIN replay "$T/u16.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && grep -q 'u16.replay:1: a NUL byte: the file is UTF-16' "$T/err"; then ok 'a UTF-16 file is named as such'
else notok 'a UTF-16 file is named as such'; fi

# A player named as a record's word (deck, round, ...) would make the
# seat's lines read as records: refused in a file and at the table.
printf 'cardwright-replay 1\nvariant golf4\nplayers ana deck\nseed 3\n' >"$T/pd.replay"
$BIN replay "$T/pd.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && grep -q "pd.replay:3: bad player name 'deck': the word a record begins with (round, result, deck, ...)" "$T/out" "$T/err"; then
	ok "a player named 'deck' is refused at the players line"; else notok "a player named 'deck' is refused at the players line"; fi
printf 'quit\n' | HOME="$T" XDG_STATE_HOME="$T/state" $BIN play golf4 --players round,bot >"$T/out" 2>"$T/err"
if [ $? -eq 2 ] && grep -q "players: 'round' is a word of the recording's lines, not a name a seat may have" "$T/err"; then
	ok "a person named 'round' is refused at the table"; else notok "a person named 'round' is refused at the table"; fi

# A round line written twice: golf4-table-2holes has `round 2` on line
# 24; a second one (line 25) comes where round 2's deck line or first
# action does, and a `round 1` after hole 1's result (line 23) where
# 'round 2' does.
awk '{ print } /^round 2$/ { print }' tests/replays/golf4-table-2holes.replay >"$T/r2.replay"
$BIN replay "$T/r2.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && [ "$(cat "$T/err")" = "$T/r2.replay:25: 'round 2' again: it began on line 24, and its deck line or first action comes next" ]; then
	ok "a round line written twice says where the round began"; else notok "a round line written twice says where the round began"; fi
awk '{ print } /^result/ && !d { print "round 1"; d = 1 }' tests/replays/golf4-table-2holes.replay >"$T/r1.replay"
$BIN replay "$T/r1.replay" >"$T/out" 2>"$T/err"
if [ $? -eq 1 ] && [ "$(cat "$T/err")" = "$T/r1.replay:23: 'round 1' again (it began on line 9): the next round line is 'round 2'" ]; then
	ok "a finished round's line written again names the next round"; else notok "a finished round's line written again names the next round"; fi

# Command-line misuse exits 2.
$BIN replay >"$T/out" 2>"$T/err"
if [ $? -eq 2 ]; then ok 'replay without a FILE exits 2'; else notok 'replay without a FILE exits 2'; fi
