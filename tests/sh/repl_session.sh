#!/bin/sh
# The REPL fed from a file (no terminal, so no prompts): whole holes of
# 4-card Golf against the bot, a typo, undo, save, end of input, and a
# golden transcript (regression). Run from the top of the tree (make test).
# Expected values come from golf.md (G-3, G-7, G4-4, G4-5) and NOTATION.md.
BIN=./cardwright
GOLDEN=tests/repl/golf4-seed7.out
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -n "$2" ] && [ -f "$2" ] && sed 's/^/# /' "$2" | head -n 60; }
check() { # DESCRIPTION LOG: ok when the previous command succeeded
	if [ "$?" -eq 0 ]; then ok "$1"; else notok "$1" "$2"; fi
}

SEEDS="1 2 3 4 6"
echo "1..$((7 * 5 + 21))"

# play DIR SEED INPUT: a session in its own state directory; output in
# DIR/out, exit status in DIR/rc, the recording's path in DIR/rec.
play() {
	mkdir -p "$1"
	XDG_STATE_HOME="$1" HOME="$1" $BIN play golf4 --seed "$2" --players me,bot --rule holes=1 \
		<"$3" >"$1/out" 2>"$1/err"
	echo $? >"$1/rc"
	ls "$1"/cardwright/games/*.replay 2>/dev/null >"$1/rec"
}

# The person: `draw stock` then `discard` K times, then knocks; two more
# turns in case the bot knocked first.
person() {
	i=0
	while [ "$i" -lt "$1" ]; do printf 'draw stock\ndiscard\n'; i=$((i + 1)); done
	printf 'knock\ndraw stock\ndiscard\ndraw stock\ndiscard\n'
}

# The transcript while the hole is in progress: up to the person's last prompt.
in_progress() { awk '{ l[NR] = $0 } /^me to play\. / { last = NR } END { for (i = 1; i <= last; i++) print l[i] }' "$1"; }
# After the end: the final table.
final_part() { awk '{ l[NR] = $0 } /^me to play\. / { last = NR } END { for (i = last + 1; i <= NR; i++) print l[i] }' "$1"; }

# Every drawing of bot2's layout while in progress: a slot shows [C] when the
# person saw C go there (taken from the discard pile, G-3/G-7), ## otherwise.
BOTVIEW='
function fail(msg) { print "# line " NR ": " msg ": " $0; bad = 1 }
/^bot2 took / { pending = $3; next }
/^bot2 drew a card from the stock/ { pending = ""; next }
/^bot2 drew / { fail("a stock draw shown"); pending = ""; next }
/^bot2 swapped it into slot / { s = $6; sub(/,$/, "", s); known[s] = pending; next }
/^  bot2,? / { inbot = 1; next }
!/^    / { inbot = 0; next }
inbot && /^    [0-9 ]+$/ { for (i = 1; i <= NF; i++) slot[i] = $i; next }
inbot {
	if ($1 == "drawn:" || $1 == "hand:") { fail("the bot'"'"'s held cards shown"); next }
	for (i = 1; i <= NF; i++) {
		want = known[slot[i]] == "" ? "##" : "[" known[slot[i]] "]"
		if ($i != want) fail("slot " slot[i] " shows " $i ", expected " want)
	}
}
END { exit bad }'

# Values of G4-5 over the face-up layouts of the final table; prints
# "me=X bot2=Y".
SCORE='
/^  [a-z0-9]+( \(you\))?(, knocked)?(: round score .*)?, total / { who = $1; sub(/[,:]$/, "", who); order[++k] = who; sc[who] = 0; next }
!/^    / { who = ""; next }
who != "" && !/^    [0-9 ]+$/ {
	for (i = 1; i <= NF; i++) {
		r = $i; sub(/[CDHS]$/, "", r)
		v = r == "A" ? 1 : r == "K" ? 0 : (r == "J" || r == "Q") ? 10 : r + 0
		if (r !~ /^(A|[2-9]|10|J|Q|K)$/) bad[who] = 1
		sc[who] += v
	}
}
END { for (i = 1; i <= k; i++) printf "%s%s=%s", (i > 1 ? " " : ""), order[i], (bad[order[i]] ? "?" : sc[order[i]]); print "" }'

for seed in $SEEDS; do
	D=$T/g$seed
	person 5 >"$T/in$seed"
	play "$D" "$seed" "$T/in$seed"
	rec=$(cat "$D/rec")
	[ "$(cat "$D/rc")" -eq 0 ] && [ "$(grep -c '^game over\.' "$D/out")" -eq 1 ] &&
		! grep -q 'recorded in' "$D/out" && ! final_part "$D/out" | grep -q 'to play'
	check "seed $seed: the hole is played to the end, exit 0 and 'game over'" "$D/out"
	[ "$(wc -l <"$D/rec")" -eq 1 ] && $BIN replay "$rec" >"$D/rp" 2>&1 && grep -q 'match is over' "$D/rp"
	check "seed $seed: the recording verifies with cardwright replay" "$D/rp"
	# The replay's result line and the totals printed by the session.
	res=$(sed -n 's/^result //p' "$rec")
	# (the end of the hole, the match's last: each seat's total)
	tot=$(awk '/^  me \(you\)[^:]*: round score .*, total -?[0-9]+$/ { m = $NF }
		/^  bot2[^:]*: round score .*, total -?[0-9]+$/ { b = $NF } END { if (m != "") print "me=" m " bot2=" b }' "$D/out")
	[ -n "$res" ] && [ "$res" = "$tot" ]
	check "seed $seed: the recording's result ($res) agrees with the printed totals ($tot)" "$D/out"
	# The scores follow G4-5 from the layouts turned up at the end (G-9).
	calc=$(final_part "$D/out" | awk "$SCORE")
	[ "$calc" = "$tot" ]
	check "seed $seed: totals are the G4-5 values of the turned-up layouts ($calc)" "$D/out"
	# The lowest total is named (G-1).
	low=$(echo "$tot" | tr ' =' '\n\n' | awk 'NR % 2 { w = $0; next } { v[w] = $0; if (min == "" || $0 < min) min = $0 }
		END { s = ""; for (w in v) if (v[w] == min) s = s " " w; print min s }')
	lv=${low%% *}
	lw=${low#* }
	grep -q "^game over\. lowest total: $lw ($lv)\." "$D/out"
	check "seed $seed: 'game over' names the lowest total ($lw, $lv)" "$D/out"
	in_progress "$D/out" >"$D/prog"
	awk "$BOTVIEW" "$D/prog" >"$D/bv"
	check "seed $seed: while in progress the bot's layout shows only ## and cards taken from the discard pile" "$D/bv"
	# The faces the bot drew from the stock and kept: from the recording's
	# actions, the slots whose last swap followed a stock draw; their faces
	# are in the final table. Nobody but the bot saw them before the end (G-3).
	slots=$(awk '$1 == 2 && $2 == "draw" { from = $3 } $1 == 2 && $2 == "swap" { last[$3] = from }
		END { for (s in last) if (last[s] == "stock") print s }' "$rec")
	faces=$(final_part "$D/out" | awk -v slots=" $(echo $slots) " '
		/^  bot2/ { inbot = 1; next } !/^    / { inbot = 0 }
		inbot && /^    [0-9 ]+$/ { for (i = 1; i <= NF; i++) slot[i] = $i; next }
		inbot { for (i = 1; i <= NF; i++) if (index(slots, " " slot[i] " ")) print $i }')
	leak=""
	for f in $faces; do grep -qw -- "$f" "$D/prog" && leak="$leak $f"; done
	[ "$(echo $faces | wc -w)" -eq "$(echo $slots | wc -w)" ] && [ -z "$leak" ]
	faces=$(echo $faces)
	check "seed $seed: no face the bot drew from the stock (${faces:-none}) shows before the end${leak:+; leaked:$leak}" "$D/prog"
done

# G4-4: after a knock the bot has exactly one more turn. The person sits
# second (the bot deals), plays first and knocks at once, so what the bot
# would do before does not matter.
mkdir -p "$T/knock"
printf 'knock\n' | XDG_STATE_HOME="$T/knock" HOME="$T/knock" $BIN play golf4 --seed 6 --players bot,me \
	--rule holes=1 >"$T/knock/out" 2>&1
rec=$(ls "$T"/knock/cardwright/games/*.replay)
after=$(sed -n '/^2 knock/,/^result/p' "$rec" | sed '1d;$d' | awk '{ printf "%s%s", (NR > 1 ? "|" : ""), $1 " " $2 }')
case "$after" in
"1 draw|1 swap" | "1 draw|1 discard") ok "after the person's knock the bot plays exactly one more turn (G4-4)" ;;
*) notok "after the person's knock the bot plays exactly one more turn (G4-4): '$after'" "$rec" ;;
esac

# prefix_rest A B: B must begin with all of A; prints the rest of B.
prefix_rest() {
	na=$(wc -l <"$1")
	head -n "$na" "$2" | cmp -s - "$1" || { echo "# prefix differs" >&2; return 1; }
	tail -n +"$((na + 1))" "$2"
}
# session NAME LINES...: seed 6, the lines as input then quit.
session() {
	name=$1
	shift
	printf '%s\n' "$@" quit >"$T/$name.in"
	play "$T/$name" 6 "$T/$name.in"
	grep -v '^the game so far is recorded in ' "$T/$name/out" >"$T/$name.txt"
}

# A typo prints one line, then the legal list, and changes nothing.
session t0
session t1 show
session t2 show 'swap nine'
session t3 show 'swap nine' show
session t4 show fly
session t5 show fly show
legal0=$(tail -n 1 "$T/t0.txt" | sed 's/^me to play\. //')
prefix_rest "$T/t0.txt" "$T/t1.txt" >"$T/show0" && prefix_rest "$T/t1.txt" "$T/t2.txt" >"$T/typo1" &&
	prefix_rest "$T/t2.txt" "$T/t3.txt" >"$T/show1" && prefix_rest "$T/t1.txt" "$T/t4.txt" >"$T/typo2" &&
	prefix_rest "$T/t4.txt" "$T/t5.txt" >"$T/show2"
check 'typo sessions replay the same start'
[ "$(wc -l <"$T/typo1")" -eq 2 ] && ! head -n 1 "$T/typo1" | grep -q '^legal' &&
	[ "$(tail -n 1 "$T/typo1")" = "$legal0" ] && case "$legal0" in "legal: draw stock"*) true ;; *) false ;; esac
check "'swap nine' prints one line and the legal list ($legal0)" "$T/typo1"
[ -s "$T/show0" ] && cmp -s "$T/show0" "$T/show1"
check "'swap nine' changes nothing: show after it equals show before" "$T/show1"
[ "$(wc -l <"$T/typo2")" -eq 2 ] && ! head -n 1 "$T/typo2" | grep -q '^legal' && [ "$(tail -n 1 "$T/typo2")" = "$legal0" ]
check "'fly' prints one line and the legal list" "$T/typo2"
cmp -s "$T/show0" "$T/show2" && cmp -s "$(cat "$T/t5/rec")" "$(cat "$T/t0/rec")"
check "'fly' changes nothing: same show, same recording" "$T/show2"
# A typo while holding a drawn card.
session d1 'draw stock' show
session d2 'draw stock' show 'swap nine' show
prefix_rest "$T/d1.txt" "$T/d2.txt" >"$T/drest" &&
	[ "$(sed -n 2p "$T/drest")" = "legal: swap 1, swap 2, swap 3, swap 4, discard" ] &&
	tail -n +3 "$T/drest" | cmp -s - "$(sed -n '/^round 1/,$p' "$T/d1.txt" | tail -n "$(tail -n +3 "$T/drest" | wc -l)" >"$T/dshow"; echo "$T/dshow")"
check "'swap nine' with a card drawn: one line, the swaps and discard (G-5) as legal, same table" "$T/drest"

# undo takes back the person's last decision: after draw stock, discard,
# undo, the table is the one after draw stock, and so is the recording.
# bot2's turn after the discard (draw discard, swap 2) showed the person
# the card bot2 let go from its slot 2, so the undo asks first and makes a
# practice game (undo never reveals: docs/design.md); the person agrees.
# The card bot2 let go stays known where it went back (undo never
# un-reveals): its slot 2 shows it, the rest of the table as before.
session u1 'draw stock' show
session u2 'draw stock' discard undo y show
tail -n "$(wc -l <"$T/show0")" "$T/u1.txt" >"$T/ushow1"
tail -n "$(wc -l <"$T/show0")" "$T/u2.txt" >"$T/ushow2"
let=$(sed -n 's/^bot2 swapped it into slot 2, discarding \([0-9JQKA]*[SHDC]\)$/\1/p' "$T/u2.txt")
awk -v c="$let" '/^  bot2/ { b = 1 } b && /^    ##     ##/ && !done { printf "    ##     %-7s\n", "[" c "]"; done = 1; next } { print }' \
	"$T/ushow1" >"$T/ushow1k"
grep -q '^    drawn: ' "$T/ushow1" && [ -n "$let" ] && cmp -s "$T/ushow1k" "$T/ushow2"
check 'undo after draw stock, discard: back to holding the drawn card, the card bot2 let go known' "$T/ushow2"
grep -v '^# practice game: ' "$(cat "$T/u2/rec")" | cmp -s "$(cat "$T/u1/rec")" - &&
	[ "$(grep -v '^#' "$(cat "$T/u2/rec")" | tail -n 1)" = "1 draw stock" ] &&
	[ "$(grep -c '^# practice game: ' "$(cat "$T/u2/rec")")" = 1 ]
check 'undo: the recording ends with the draw again (the discard is gone), marked a practice game' "$(cat "$T/u2/rec")"
printf 'draw stock\ndiscard\nundo\n' >"$T/u3.in"
person 5 >>"$T/u3.in"
sed -i '4d' "$T/u3.in"	# the draw after the undo is already made: discard next
play "$T/u3" 6 "$T/u3.in"
grep -q '^game over\.' "$T/u3/out" && $BIN replay "$(cat "$T/u3/rec")" >"$T/u3/rp" 2>&1
check 'after an undo the game plays on to the end and its recording verifies' "$T/u3/rp"
session u0 undo
[ "$(prefix_rest "$T/t0.txt" "$T/u0.txt")" = "nothing to undo" ]
check 'undo before any decision: nothing to undo' "$T/u0.txt"

# save FILE writes a replay that verifies; a path that cannot be written
# says so and the game goes on.
session s1 'draw stock' discard "save $T/mid.replay"
[ -f "$T/mid.replay" ] && $BIN replay "$T/mid.replay" >"$T/mid.out" 2>&1 && grep -q 'in progress' "$T/mid.out"
check 'save FILE mid-game writes a replay that verifies (in progress)' "$T/mid.out"
[ "$(grep '^[0-9]' "$T/mid.replay")" = "$(grep '^[0-9]' "$(cat "$T/s1/rec")")" ]
check 'the saved file holds the same actions as the recording' "$T/mid.replay"
session s2a 'draw stock' discard
session s2b 'draw stock' discard show
session s2c 'draw stock' discard show 'save /nonexistent/dir/x'
session s2d 'draw stock' discard show 'save /nonexistent/dir/x' show
prefix_rest "$T/s2a.txt" "$T/s2b.txt" >"$T/s2show1" && prefix_rest "$T/s2b.txt" "$T/s2c.txt" >"$T/s2msg" &&
	prefix_rest "$T/s2c.txt" "$T/s2d.txt" >"$T/s2show2"
[ "$(wc -l <"$T/s2msg")" -eq 1 ] && grep -qi 'cannot write' "$T/s2msg" && [ ! -e /nonexistent/dir/x ]
check 'save /nonexistent/dir/x says in one line that it cannot write' "$T/s2msg"
[ -s "$T/s2show1" ] && cmp -s "$T/s2show1" "$T/s2show2"
check 'after the failed save the table is unchanged' "$T/s2show2"
printf 'draw stock\ndiscard\nsave /nonexistent/dir/x\n' >"$T/s2.in"
person 5 | tail -n +3 >>"$T/s2.in"
play "$T/s2" 6 "$T/s2.in"
grep -q '^game over\.' "$T/s2/out" && cmp -s "$(cat "$T/s2/rec")" "$(cat "$T/g6/rec")"
check 'after a failed save the game plays on to the same end' "$T/s2/out"
printf '%s\n' "$(cat "$T/in6")" "save $T/end.replay" >"$T/s3.in"
play "$T/s3" 6 "$T/s3.in"
$BIN replay "$T/end.replay" >"$T/end.out" 2>&1 && grep -q 'match is over' "$T/end.out" &&
	grep -q "^result $(sed -n 's/^result //p' "$(cat "$T/g6/rec")")\$" "$T/end.replay"
check 'save after the end writes the whole hole with its result' "$T/end.out"

# End of input mid-game: exit 0, says the game is recorded, and it is.
printf 'draw stock\ndiscard\n' >"$T/e.in"
play "$T/e" 6 "$T/e.in"
last=$(tail -n 1 "$T/e/out")
[ "$(cat "$T/e/rc")" -eq 0 ] && case "$last" in *"recorded in $(cat "$T/e/rec")") true ;; *) false ;; esac
check "end of input mid-game exits 0 and says where the game is recorded" "$T/e/out"
$BIN replay "$(cat "$T/e/rec")" >"$T/e/rp" 2>&1 && grep -q 'in progress' "$T/e/rp" &&
	[ "$(grep -c '^1 ' "$(cat "$T/e/rec")")" -eq 2 ]
check 'the recording of the unfinished game verifies so far, with both decisions' "$T/e/rp"
[ -f "$T/e/cardwright/games/$(basename "$(cat "$T/e/rec")")" ] && [ -z "$(ls "$T/e/.local" 2>/dev/null)" ]
check 'the recording is under $XDG_STATE_HOME/cardwright/games' "$T/e/rec"

# Golden transcript: the whole output of one fixed-seed session, every line
# checked by hand against the seed's deal and the rules (the bot's choices
# are its own; what they show is checked). Seed 7 deals me 2D 10S / JS 5C
# and bot2 JH 3S / 9S 3C, turns up 5D, and leaves the stock 7C 10D 5H QH
# 9H 5S ... (52 - 8 - 1 = 43 cards). Checked, by line of the file:
#  1-2    me deals round 1 (G-2), 5D starts the discard pile;
#  3-4    bot2, after the dealer, plays first: takes 5D into slot 3, so 9S
#         (its dealt slot 3) goes to the pile (G-6);
#  5-16   stock 43, discard 9S (1); me knows only its near row [JS] [5C]
#         (G4-2), and bot2's slot 3 [5D], seen taken from the pile (G-7);
#         before a draw: draw stock, draw discard, knock (G4-3);
#  17-30  `show`, `legal`, and `fly` refused in one line, nothing changed;
#  31-45  `draw stock` gives 7C (stock 42); after a stock draw every swap
#         and discard are legal (G-5); `swap nine` is refused;
#  46-59  me discards 7C (its own move is not told back); bot2 draws 10D and
#         discards it: stock 41, discard 10D, 3 cards (9S 7C 10D);
#  60-87  `draw stock` gives 5H (stock 40); `swap 1` throws away 2D, told
#         (G-6); bot2 takes 2D into slot 1, JH (its slot 1) to the pile:
#         stock 40, discard JH (4); me knows [5H], bot2's [2D] and [5D];
#  92     `score` in play: totals before round 1, both 0;
#  93-107 `undo` across a stock draw asks for a practice game (it showed
#         a card); `y` takes back the swap: holding 5H again, stock 40,
#         discard 10D (3); the 2D me threw away and the JH bot2 threw away
#         stay known where they went back, [2D] and [JH] (undo never
#         un-reveals);
#  108-121 me discards 5H; bot2, knowing its slot 1 is JH (10), takes 5H
#         into it, JH to the pile: stock 40, discard JH (4);
#  122    `save` to a path that cannot be written says so, one line;
#  123-136 `draw discard` takes JH, told: stock 40, discard 10D (3), and
#         a card from the pile must be swapped in: swaps only (G-4);
#  137-151 `swap 2` throws away 10S; bot2 draws QH and discards it: stock
#         39, discard QH (5); me's slot 2 is [JH];
#  152-154 `knock`, told with what it starts: bot2 has one more turn
#         (G4-4), draws 9H and discards it;
#  155-167 the hole's end, every card up (G-9): me 2D JH / JS 5C = 2 + 10
#         + 10 + 5 = 27, bot2 5H 3S / 5D 3C = 5 + 3 + 5 + 3 = 16 (G4-5
#         values, no knock penalty by default); bot2 lowest;
#  167-170 the standings, game over naming bot2 (16), then `score`
#         (the totals, and the hole's own scores: 27 and 16 again, the
#         match's first hole), `legal` and a move after the end (the
#         hole's end is the match's: its table and totals are not drawn
#         again).
cat >"$T/gold.in" <<'IN'
show
legal
fly
draw stock
swap nine
discard
draw stock
swap 1
score
undo
y
discard
save /nonexistent/dir/x
draw discard
swap 2
knock
score
legal
draw stock
IN
mkdir -p "$T/gold"
XDG_STATE_HOME="$T/gold" HOME="$T/gold" $BIN play golf4 --seed 7 --players me,bot --rule holes=1 \
	<"$T/gold.in" >"$T/gold.out" 2>&1
if diff "$GOLDEN" "$T/gold.out" >"$T/gold.diff"; then
	ok "golden transcript $GOLDEN, checked by hand (G-2, G-4, G-5, G-6, G-7, G-9, G4-2 to G4-5)"
else
	notok "golden transcript $GOLDEN, checked by hand (diff below)" "$T/gold.diff"
fi
