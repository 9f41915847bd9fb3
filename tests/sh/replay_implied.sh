#!/bin/sh
# Implied passes (NOTATION.md "Replay files", PW-16, PW-17): answers of
# `pass` in claim or snap windows are not written, a seat not recorded as
# acting in a window passed; a pass at the end-of-turn point may be left
# out. The reader applies those passes; files that write them still read.
# The hand-worked game is tests/replays/cactus-table-implied.replay.
# Run from the top of the tree (make test).
BIN=./cardwright
GOLD=tests/replays/cactus-table-implied.replay
. tests/sh/lib/tap.sh
echo "1..26"
verifies() {	# file name: exit 0 with ana 19, ben 0 (CAC-S1, CAC-S2): ben ranks first
	$BIN replay "$1" >"$T/out" 2>&1 && grep -q 'the match is over' "$T/out" &&
		grep -q '^  2\. ana  *19$' "$T/out" && grep -q '^  1\. ben  *0$' "$T/out" && grep -qx 'winner: ben' "$T/out"
	result $? "$2"
}
# fails FILE LINE-PATTERN MESSAGE NAME: exit 1 and "FILE:LINE: MESSAGE",
# LINE the first line of FILE matching LINE-PATTERN.
fails() {
	line=$(grep -n -- "$2" "$1" | head -n 1 | cut -d: -f1)
	$BIN replay "$1" >"$T/out" 2>&1
	[ $? = 1 ] && grep -qF -- "$1:$line: $3" "$T/out"
	result $? "$4"
}

verifies $GOLD "passes left out in every window and at every end-of-turn point: ana 19, ben 0"

# The same game with every pass written, as older recordings do: after
# 2C (window ana, ben; ben's end of turn), after the missed snap (window
# ben; ana's end of turn), after the peek (window ana, ben), after 7C.
awk '{ print }
	/^2 discard/ { print "1 pass"; print "2 pass"; print "2 pass" }
	/^1 snap 1/ { print "2 pass"; print "1 pass" }
	/^2 peek 1.5/ { print "1 pass"; print "2 pass" }
	/^1 swap 6/ { print "2 pass"; print "1 pass" }' $GOLD >"$T/all.replay"
[ "$(grep -c ' pass$' "$T/all.replay")" = 9 ]
result $? "the written version has the 9 passes (3 + 2 + 2 + 2)"
verifies "$T/all.replay" "a file that writes every pass still verifies, to the same scores"

# Some passes written, some left out: the turn player's pass after each
# discard (read as its window pass or its end-of-turn pass: both pass).
awk '{ print } /^2 discard/ { print "2 pass" } /^1 snap 1/ { print "1 pass" }' $GOLD >"$T/some.replay"
verifies "$T/some.replay" "some passes written, some left out"

# The result line closes the last windows (their passes are implied), but
# it does not play a turn: without ana's swap the round is not over.
grep -v '^#' $GOLD | grep -v '^1 swap 6' >"$T/early.replay"
fails "$T/early.replay" '^result' "result line, but round 1 has not ended" \
	"a result line while ana's final turn is not played: the windows close, the turn does not"

# Reactions follow the window's order (PW-16): after 9D the window asks ben,
# then ana. Written ana first, ben's pass is implied; ana misses, her turn
# ends (implied end-of-turn pass) and ben's snap comes too late.
awk '/^2 snap 4/ { held = $0; next } { print } /^1 snap 1/ && held { print held; held = "" }' $GOLD >"$T/order.replay"
fails "$T/order.replay" '^2 snap 4' "illegal action 'snap 4' for seat 2 (ben): 'snap 4' is not legal now for seat 2" \
	"an omitted pass makes the next line illegal: FILE:LINE names the snap"
grep -q "passes implied before this line: seat 1 (ana) in phase eot" "$T/out"
result $? "the message says which passes were implied before the line"
line=$(grep -n '^1 snap 1' "$T/order.replay" | cut -d: -f1)
grep -q "seat 2 (ben) passed in phase snap before line $line, which records seat 1 (ana)" "$T/out"
result $? "and that ben's pass was implied where the file records ana (line $line)"

# A snap the asked seat cannot make is not read as a pass that lets the
# line through: ben has no slot 7.
sed 's/^2 snap 4 /2 snap 7 /' $GOLD >"$T/slot7.replay"
fails "$T/slot7.replay" '^2 snap 7' "illegal action 'snap 7' for seat 2 (ben): 'snap 7' is not legal now for seat 2" \
	"an illegal reaction of the asked seat is reported as illegal"

# A pass that NOTATION does not imply: Cactus has no pass in the draw
# phase, so a missing draw is still a missing draw.
grep -v '^2 draw discard' $GOLD >"$T/nodraw.replay"
fails "$T/nodraw.replay" '^2 peek 1.5' "illegal action 'peek 1.5' for seat 2 (ben)" \
	"only window and end-of-turn passes are implied: a missing draw is an error"

# The recorder leaves window passes out and keeps end-of-turn passes: a
# seeded Cactus game of bots recorded and replayed.
$BIN sim cactus --games 2 --players 3 --seed 2 --record "$T/rec" >"$T/out" 2>&1 &&
	$BIN replay "$T/rec/game-1.replay" >"$T/out" 2>&1 && $BIN replay "$T/rec/game-2.replay" >>"$T/out" 2>&1
result $? "recorded bot games of Cactus (window passes left out) verify"
# The redacted log lists every action seat 1 may know of, implied passes
# included: it has more passes than the file, which keeps only the
# end-of-turn ones (each one the last word of a turn: the next line is
# another seat's draw or a round's end).
in_file=$(grep -c ' pass$' "$T/rec/game-1.replay")
in_log=$($BIN replay "$T/rec/game-1.replay" --export-as 1 | grep -c '^[0-9] pass$')
[ "$in_log" -gt "$in_file" ]
result $? "the recorder left window passes out ($in_log passes played, $in_file written)"
[ "$in_file" -gt 0 ] && awk '/ pass$/ { p = $1; next }
	p != "" { if (!($1 == "result" || $1 == "round" || ($1 != p && $2 == "draw"))) bad = 1; p = "" }
	END { exit bad }' "$T/rec/game-1.replay"
result $? "every pass written is an end-of-turn pass: another seat's turn or the round's end follows"
# The REPL's recording, as it is played: me (seat 1) passes in the snap
# window on bot2's 8H (left out), draws, discards, passes in the window on
# its own discard (left out) and at its end-of-turn point (written).
printf 'pass\ndraw stock\ndiscard\npass\npass\nquit\n' |
	XDG_STATE_HOME="$T/st" HOME="$T/st" $BIN play cactus --seed 1 --players me,bot >"$T/out" 2>&1
rec=$(ls "$T"/st/cardwright/games/*cactus.replay 2>/dev/null | head -n 1)
got=$([ -n "$rec" ] && sed -n '/^round 1$/,$p' "$rec" | tr '\n' ';')
# (The slots bot2 swaps into are the greedy bot's choice, not the point.)
case "$got" in
"round 1;2 draw stock;2 swap "[1-4]";2 pass;1 draw stock;1 discard;1 pass;2 draw stock;2 swap "[1-4]";") true ;;
*) false ;;
esac
result $? "the REPL records end-of-turn passes and leaves window passes out: $got"
$BIN replay "$rec" >"$T/out" 2>&1
result $? "and its recording verifies"

# The golden bot games of the power variants, written with every pass:
# without any of them (snap and match windows, end-of-turn points) they
# verify to the same standings.
for v in cactus cumbia dacz; do
	g=tests/replays/$v-random-2rounds.replay
	grep -v ' pass$' $g >"$T/$v.replay"
	$BIN replay $g 2>&1 | grep -A9 '^standings' >"$T/want"
	$BIN replay "$T/$v.replay" >"$T/out" 2>&1 && grep -A9 '^standings' "$T/out" | cmp -s - "$T/want"
	result $? "$g without its $(grep -c ' pass$' $g) passes verifies to the same standings"
done

# Desmoche (NOTATION: claim windows): claim-window passes are left out by
# the recorder, a declaration pass (DES-A4) is written and never implied.
$BIN sim desmoche --games 10 --players 3 --bots random,random,random --rule hands=1 --seed 1 --record "$T/des" >"$T/out" 2>&1
bad=0
for f in "$T"/des/*.replay; do $BIN replay "$f" >"$T/out" 2>&1 || bad=1; done
[ "$bad" = 0 ]
result $? "10 recorded Desmoche hands (claim-window passes left out) verify"
D="$T/des/game-1.replay"
sed -n 10p "$D" | grep -q '^2 pass$' && grep -v ' pass$' "$D" >"$T/declare.replay"
fails "$T/declare.replay" '^2 draw' "illegal action 'draw' for seat 2 (random2): 'draw' is not legal now for seat 2" \
	"a declaration pass (window B, DES-A4) left out is an error: it is not a claim window"
# 8-card Golf (G8-4): a player with one face-down card left may discard a
# stock draw without turning it. tests/replays/golf8-table-last-down.replay
# leaves that card down with no line (ana 21, ben 36, worked in the file).
G8=tests/replays/golf8-table-last-down.replay
g8() {	# file ana ben name: verifies to these totals
	$BIN replay "$1" >"$T/out" 2>&1 && grep -q "^  [12]\. ana  *$2\$" "$T/out" && grep -q "^  [12]\. ben  *$3\$" "$T/out"
	result $? "$4"
}
g8 $G8 21 36 "golf8 G8-4: the card left down writes no line (the pass is implied): ana 21, ben 36"
sed 's/^ben discard         # G8-4.*/ben discard\nben pass/' $G8 >"$T/g8pass.replay"
g8 "$T/g8pass.replay" 21 36 "golf8 G8-4: the same game with its pass written"
# ben turns his last card instead: ana has one more turn (G8-5), 10S into
# slot 8; ben AH KC 3H 4H / 5H 6H 7H 8H = 6 + 6 + 10 + 12 = 34.
sed -e 's/^ben discard         # G8-4.*/ben discard\nben flip 8/' -e "/^ben draw stock .*ben's last turn/,/^ben swap 8/d" \
	-e 's/^result .*/result ana=21 ben=34/' $G8 >"$T/g8flip.replay"
g8 "$T/g8flip.replay" 21 34 "golf8 G8-4: or turns it up, and the others have their last turn (G8-5): ana 21, ben 34"
# With two cards face down the flip is owed: a pass there is refused.
sed 's/^ben flip 7 .*/ben pass/' $G8 >"$T/g8owed.replay"
fails "$T/g8owed.replay" '^ben pass' "illegal action 'pass' for seat 2 (ben): 'pass' is not legal now for seat 2: no 'pass' is legal at this point ('pass' does this: after discarding a stock draw, leave your last face-down card down (G8-4, G6 flip_on_discard)); legal for seat 2 (ben): flip 7, flip 8" \
	"golf8 G8-4: a pass with two cards face down is refused (the flip is owed)"
# A refusal at a seat's own turn names no earlier pass of a window whose
# reactions it is not (ben passed cy's match window, PW-16, then drew from
# a pile topped by cy's 7H, a power rank: CUM-T2 leaves draw stock).
F=tests/hostile/round28/cumbia_draw_power_top.replay
$BIN replay $F >"$T/out" 2>&1
[ $? = 1 ] && [ "$(cat "$T/out")" = "$F:18: illegal action 'draw discard' for seat 2 (ben): 'draw discard' is not legal now for seat 2: the discard pile's top card, 7H, is of a rank that may not be drawn from the pile (CUM-T2); legal for seat 2 (ben): draw stock" ]
result $? "cumbia CUM-T2: a draw from a pile topped by a power rank is refused with no word of an earlier match window"
# A seat that acts again after its own action handed the play on is told
# which line did (PW-15, call_first_turn = no: no call after ana's first
# turn, whose give on line 15 ended it).
F=tests/hostile/round28/cabo_call_first_turn.replay
$BIN replay $F >"$T/out" 2>&1
[ $? = 1 ] && [ "$(cat "$T/out")" = "$F:16: seat 1 (ana) acts, but it is seat 2 (ben) to act: line 15, seat 1 (ana)'s last action, passed the play to seat 2 (ben)" ]
result $? "cabo call_first_turn=no: a call after the first turn's give names the line that passed the play on"
exit $fails
