#!/bin/sh
# cardwright replay --as / --reveal / --step / --to / --export-as, and
# sim --record. Run from the top of the tree (make test).
#
# Every expected value comes from the rules (rules/golf.md) and from the
# deal worked out by hand in the comments of the golden file, never from
# the program's output. In tests/replays/golf4-table-3p.replay ana deals
# one card at a time to ben, cy, ana, ...:
#   ben: 5H 2D / AS 4H   cy: 9C JH / 8D 7S   ana: KS 3C / QC 6D
#   discard pile: 10C; stock: KD 2H 9S QH AC 5C 8C ...
# Seat 2 (ben) looks at its slots 3-4 before play (G4-2: AS 4H) and sees
# the face-up 10C. Then, by line of the file:
#   14 ben draw stock   ben sees KD
#   15 ben swap 1       5H goes face up on the discard pile
#   16 cy draw stock    2H: cy alone sees it
#   17 cy swap 2        JH face up on the discard pile
#   18 ana draw stock   9S: ana alone sees it
#   19 ana discard      9S face up
#   20 ben knock
#   21 cy draw discard  9S (already seen)
#   22 cy swap 3        8D face up
#   23 ana draw stock   QH: ana alone sees it
#   24 ana swap 3       QC face up; the hole ends and every layout turns up
BIN=./cardwright
GOLD=tests/replays/golf4-table-3p.replay
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; for f in "$T/err" "$T/out"; do [ -f "$f" ] && sed 's/^/# /' "$f"; done; }
check() { if [ "$1" -eq 0 ]; then ok "$2"; else notok "$2"; fi; }

echo "1..22"

# What ben may have seen by the end of each line ("LINE:FACES", cumulative).
SEEN2='0:AS,4H,10C 14:KD 15:5H 17:JH 19:9S 22:8D 24:QC'
ALL_SEEN2='AS 4H 10C KD 5H JH 9S 8D QC'
DEALT='5H 2D AS 4H 9C JH 8D 7S KS 3C QC 6D'

# faces FILE: every card token in FILE, one a line (10C, [AS] -> AS, ...).
faces() {
	tr -c 'A-Za-z0-9\n' ' ' <"$1" | tr ' ' '\n' | grep -E '^(10|[2-9AJQK])[SHDC]$'
}

# leak_as FILE: prints the faces shown before "-- end of round 1" that ben
# could not have seen at that step; step k is the action on line 13 + k.
leak_as() {
	awk -v seen="$SEEN2" '
	BEGIN { n = split(seen, e, " ")
		split("14 15 16 17 18 19 20 21 22 23 24", L, " ")	# step k: the action on line L[k]
		for (i = 1; i <= n; i++) { split(e[i], p, ":"); at[i] = p[1] + 0; cards[i] = p[2] } }
	function allow(line,   i, k, c, m) {
		for (i = 1; i <= n; i++)
			if (at[i] <= line) { m = split(cards[i], c, ","); for (k = 1; k <= m; k++) ok[c[k]] = 1 }
	}
	/^-- end of round 1/ { exit }
	/^== the deal/ { allow(0) }
	/^== step / { allow(L[$3 + 0]) }
	{ line = $0; gsub(/[^A-Za-z0-9]/, " ", line); m = split(line, w, " ")
	  for (k = 1; k <= m; k++)
		if (w[k] ~ /^(10|[2-9AJQK])[SHDC]$/ && !(w[k] in ok)) print NR ": " w[k] }' "$1"
}

# 1-4: --as 2
$BIN replay "$GOLD" --as 2 >"$T/as2" 2>"$T/err"
rc=$?
cp "$T/as2" "$T/out"
check $rc '--as 2 exits 0'
leaks=$(leak_as "$T/as2")
[ -z "$leaks" ] && grep -q '^== the deal' "$T/as2" && grep -q '^-- end of round 1' "$T/as2"
r=$?; [ -n "$leaks" ] && echo "# leaked: $leaks"
check $r '--as 2 shows no face seat 2 had not seen at that step'
missing=""
for c in $ALL_SEEN2; do faces "$T/as2" | grep -qx "$c" || missing="$missing $c"; done
[ -z "$missing" ]
r=$?; [ -n "$missing" ] && echo "# not shown:$missing"
check $r '--as 2 shows every face seat 2 saw (AS 4H 10C KD 5H JH 9S 8D QC)'
sed '/^-- end of round 1/,$d' "$T/as2" >"$T/before"
! faces "$T/before" | grep -qxE '2D|2H|QH|9C|KS|3C|6D|7S|AC'
check $? '--as 2: its own unseen 2D and the others hidden cards (2H, QH, 9C, ...) stay hidden'

# 5: --as ben is the same view
$BIN replay "$GOLD" --as ben >"$T/asben" 2>"$T/err"
cmp -s "$T/as2" "$T/asben"
check $? '--as ben prints the same as --as 2'

# 6-7: --reveal
$BIN replay "$GOLD" --reveal >"$T/out" 2>"$T/err"
rc=$?
sed -n '/^== the deal/,/^== step 1 /p' "$T/out" >"$T/deal"
missing=""
for c in $DEALT 10C; do faces "$T/deal" | grep -qx "$c" || missing="$missing $c"; done
[ $rc -eq 0 ] && [ -z "$missing" ]
r=$?; [ -n "$missing" ] && echo "# not shown after the deal:$missing"
check $r '--reveal shows all 12 dealt faces and the discard 10C from the deal on'
missing=""
for c in KD 2H 9S QH; do sed '/^-- end of round 1/,$d' "$T/out" >"$T/before"; faces "$T/before" | grep -qx "$c" || missing="$missing $c"; done
[ -z "$missing" ]
r=$?; [ -n "$missing" ] && echo "# not shown:$missing"
check $r '--reveal shows every stock draw (KD 2H 9S QH) as it happens'

# 8: --step: Enter, b, Enter, q
printf '\nb\n\nq\n' | $BIN replay "$GOLD" --as 2 --step >"$T/out" 2>"$T/err"
got=$(grep '^== ' "$T/out" | tr '\n' '|')
[ "$got" = "== the deal|== step 1 of 11|== the deal|== step 1 of 11|" ] &&
	[ -z "$(leak_as "$T/out")" ]
r=$?; [ $r -ne 0 ] && echo "# steps: $got"
check $r '--step: Enter goes on, b goes back one action, q stops; nothing leaks'

# 9-13: --export-as
$BIN replay "$GOLD" --export-as 2 >"$T/ex2" 2>"$T/err"
rc=$?
cp "$T/ex2" "$T/out"
$BIN replay "$GOLD" --export-as ben >"$T/exben" 2>>"$T/err"
[ $rc -eq 0 ] && cmp -s "$T/ex2" "$T/exben"
check $? '--export-as 2 exits 0 and --export-as ben writes the same bytes'
! grep -qE '^(seed|deck)( |$)' "$T/ex2" && [ "$(grep -c '#' "$T/ex2")" -eq 1 ] && head -n 1 "$T/ex2" | grep -qx 'cardwright-replay 1'
check $? '--export-as: no seed, no deck, no copied comments'
# The export's steps: the k-th action line is the k-th action of the file.
awk 'BEGIN { split("14 15 16 17 18 19 20 21 22 23 24", L, " ") }
     /^[1-3] / { k++; print "== step " k " of 11, line " L[k]; next }
     /^round 1/ { print "== the deal"; next }
     /^seen flip .* up$/ && k == 11 { print "-- end of round 1"; exit }
     { print }' "$T/ex2" >"$T/exsteps"
leaks=$(leak_as "$T/exsteps")
[ -z "$leaks" ] && grep -q 'seen reveal AS 2.layout 3' "$T/ex2" && grep -q 'seen reveal 4H 2.layout 4' "$T/ex2"
r=$?; [ -n "$leaks" ] && echo "# leaked: $leaks"
check $r '--export-as 2 holds no face seat 2 had not seen at that point (peek AS 4H included)'
! faces "$T/ex2" | grep -qxE 'AC|5C|8C|AD|5D|10D|AH|7H|10H|3S|6S|JS|2C|6C|JC|3D|7D|JD|3H|8H|KH|4S|8S|QS|4C|7C|KC|4D|9D|QD|6H|9H|2S|5S|10S'
check $? '--export-as 2 never names a card left in the stock'
grep -qx '2 draw stock' "$T/ex2" && grep -qx '1 swap 3' "$T/ex2" && [ "$(grep -cE '^[1-3] ' "$T/ex2")" -eq 11 ] &&
	grep -qx 'result ana=19 ben=7 cy=27' "$T/ex2"
check $? '--export-as 2 keeps all 11 public actions and the result'

# 14: a redacted log is not a replay
$BIN replay "$T/ex2" >"$T/out" 2>"$T/err"
[ $? -eq 1 ] && grep -q "^$T/ex2:3: a redacted log" "$T/err"
check $? 'replay refuses a redacted log (exit 1, line 3)'

# 15-16: --to N, then the REPL
line=$(grep -n '^ana discard' "$GOLD" | cut -d: -f1)
printf 'show\nquit\n' | TMPDIR="$T" $BIN replay "$GOLD" --to "$line" >"$T/out" 2>"$T/err"
rc=$?
# After line 19: 52 - 12 dealt - 1 turned up = 39, less 3 stock draws = 36;
# discard pile 10C 5H JH 9S; ben (seat 2) is next after ana (seat 1).
[ $rc -eq 0 ] && grep -q 'stock 36, discard 9S (4)' "$T/out" && grep -q '^  ben.*<- to play' "$T/out" &&
	grep -q '\[KD\]' "$T/out"
check $? "--to $line opens the REPL at the position after line $line (stock 36, 9S on the discard pile, ben to play)"
# nothing was played on: the copy of lines 1..N, named on entry, is removed
# at the end (hostile_round21.sh plays on from a position and keeps it)
tmp=$(sed -n 's/.*the game goes on recorded in \(.*cardwright-to-[^ ]*\)$/\1/p' "$T/out" | head -n 1)
[ -n "$tmp" ] && [ ! -e "$tmp" ] && grep -q "^nothing was played on: $tmp is removed$" "$T/out"
check $? '--to: a look at the position leaves no temporary replay behind'

# 17: misuse
$BIN replay "$GOLD" --as zed >"$T/out" 2>"$T/err"
r1=$?
$BIN replay "$GOLD" --step >"$T/out" 2>>"$T/err"
r2=$?
[ $r1 -eq 2 ] && [ $r2 -eq 2 ]
check $? 'an unknown seat, or --step alone, exits 2'

# 18: sim --record DIR
$BIN sim golf4 --games 3 --players 3 --seed 5 --record "$T/rec" >"$T/out" 2>"$T/err"
rc=$?
good=0
for f in "$T"/rec/game-1.replay "$T"/rec/game-2.replay "$T"/rec/game-3.replay; do
	$BIN replay "$f" >>"$T/out" 2>>"$T/err" && good=$((good + 1))
done
[ $rc -eq 0 ] && [ "$(ls "$T/rec" | wc -l)" -eq 3 ] && [ $good -eq 3 ]
check $? 'sim --record DIR --games 3 writes 3 replays that verify'

# A caller's round score is told by its terms in every view, as the table
# tells it (G4-5, golf4's knock_penalty=plus10). The deck deals ben (left
# of ana, the dealer) 10S JS QS 9S and ana AS 2S 3S 4S; 5S turns up; ben
# knocks, ana draws 6S and discards it. ben: 10 + 10 + 10 + 9 = 39, not
# the lowest (ana's 1 + 2 + 3 + 4 = 10), so 39 + 10 = 49.
deck="10S AS JS 2S QS 3S 9S 4S 5S 6S 7S 8S KS AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"
printf 'cardwright-replay 1\nvariant golf4\nrule holes=1\nrule knock_penalty=plus10\nplayers ana ben\n\nround 1\ndeck %s\n2 knock\n1 draw stock\n1 discard\nresult ana=10 ben=49\n' "$deck" >"$T/kp.replay"
good=0
for m in "--as 1" "--as 2" "--reveal"; do
	$BIN replay "$T/kp.replay" $m >"$T/out" 2>"$T/err" &&
		grep -q "^  ben.*, knocked: round score 49 (layout 39 = 10 + 10 + 10 + 9, +10 for the call), total 49\$" "$T/out" &&
		grep -q "^  ana.*: round score 10 (1 + 2 + 3 + 4), total 10\$" "$T/out" && good=$((good + 1))
done
check $([ $good -eq 3 ]; echo $?) "--as 1, --as 2, --reveal: the knocker's 49 told as layout 39 + 10 for the call (G4-5)"

# A 6-card layout whose columns pair (G6-5: a column of two equal ranks
# scores 0; G6-3: K 0, 2 -2, A 1) is told as its cards' sum and what the
# pairs took off, by the bonus the scoring named. golf6-bots-3holes, hole
# 1: bot1 5D KS 3S / 5H 4H AS = 5 + 0 + 3 + 5 + 4 + 1 = 18, its 5-5
# column 0 instead of 10: 8. bot3 2C 3D 2S / 5C 3H 2H = -2 + 3 - 2 + 5 + 3
# - 2 = 5; the 3-3 column 0 instead of 6 and the 2-2 column 0 instead of
# -4 (a pair of negatives keeps nothing, negative_pairs_keep=off): 5 - 6
# + 4 = 3, two pairs, -2 in all.
$BIN replay tests/replays/golf6-bots-3holes.replay --reveal >"$T/out" 2>"$T/err" &&
	grep -qx '  bot1, went out: round score 8 (5 + 0 + 3 + 5 + 4 + 1 = 18, -10 by pair_column), total 8' "$T/out" &&
	grep -qx '  bot3: round score 3 (-2 + 3 - 2 + 5 + 3 - 2 = 5, -2 by pair_column x2), total 3' "$T/out"
check $? "--reveal: golf6 round scores with pairs told as the cards' sum and what pair_column took off (G6-5)"

# A layout with an empty slot is told by its terms too (PAB-X7: ben's
# replace leaves `2S 4D / - KS` = 16; PAB-S2: the caller, strictly
# lowest, scores -10, so the call is -26). ana: QH JC / 9S 9D = 38.
printf 'cardwright-replay 1\nvariant pablo\nrule holes=1\nplayers ana ben\nround 1\ndeck 9C QH 4D JC 9H 9S KS 9D 6C 2S 5D AC 2C 3C 4C 5C 7C 8C 10C QC KC AD 2D 3D 6D 7D 8D 10D JD QD KD AH 2H 3H 4H 5H 6H 7H 8H 10H JH KH AS 3S 4S 5S 6S 7S 8S 10S JS QS X X\nben draw stock\nben replace 1 3\nben pablo\nana draw stock\nana discard\nresult ana=38 ben=-10\n' >"$T/pab.replay"
$BIN replay "$T/pab.replay" --as 1 >"$T/out" 2>"$T/err" &&
	grep -q '^  ben, called pablo: round score -10 (layout 16 = 2 + 4 + 10, -26 for the call), total -10$' "$T/out"
check $? "--as 1: the Pablo caller's -10 told as its layout 16 with an empty slot, -26 for the call (PAB-X7, PAB-S2)"

# A seat's own action is told with what it moved, and no more: hole 1's
# last swap is not followed by hole 2's turn-up (10C, G4-1), and a card
# claimed from the discards is taken, not drawn.
$BIN replay tests/replays/golf4-table-2holes.replay --as 1 >"$T/out" 2>"$T/err" &&
	grep -q '^ana (you): swap 3, QC goes to the discard pile$' "$T/out"
check $? "--as 1: ana's last swap of hole 1 tells QC discarded, not hole 2's turn-up"
