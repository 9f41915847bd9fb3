#!/bin/sh
# Chance records (PW-20, NOTATION.md "Replay files"): the outcome of a
# chance after the deal, written where it happens. A real-table replay
# (deck lines) must give it and it is imposed; a seeded replay may give
# it and it is checked against the engine's RNG. Cambio's joker shuffle
# (`power shuffle SEAT = P1 P2 P3 P4`, CAM-P4) and Cactus's drawn lead
# (`lead SEAT`, CAC-S4); the restock lines are tests/sh/replay_restock.sh.
# Run from the top of the tree (make test).
BIN=./cardwright
CAM=tests/replays/cambio-table-shuffle.replay
CAC=tests/replays/cactus-table-lead.replay
. tests/sh/lib/tap.sh
echo "1..25"
# fails FILE LINE-PATTERN MESSAGE NAME: exit 1 and "FILE:LINE: ...MESSAGE",
# LINE the first line of FILE matching LINE-PATTERN.
fails() {
	line=$(grep -n -- "$2" "$1" | head -n 1 | cut -d: -f1)
	$BIN replay "$1" >"$T/out" 2>&1
	[ $? = 1 ] && grep -qF -- "$1:$line: " "$T/out" && grep -qF -- "$3" "$T/out"
	result $? "$4"
}
verifies() {	# file pattern name
	$BIN replay "$1" >"$T/out" 2>&1 && grep -q -- "$2" "$T/out"
	result $? "$3"
}

# ---- Cambio's joker at a real table (CAM-X6) ----
$BIN replay $CAM >"$T/out" 2>&1 && grep -q '^  1\. ana  *18$' "$T/out" && grep -q '^  2\. ben  *28$' "$T/out"
result $? "CAM-X6 at a real table: '= 4 3 2 1' imposed, ana 18, ben 28 (CAM-S1)"

sed 's/^1 power shuffle 2 = 4 3 2 1/1 power shuffle 2/' $CAM >"$T/none.replay"
fails "$T/none.replay" '^1 power shuffle 2' "seat 2's layout is shuffled here: a game from a real table gives the outcome" \
	"a real-table shuffle without its outcome is refused at its line"

# The outcome is imposed: with '= 1 2 3 4' ben's slot 4 keeps 2S, so the
# king exchanges 2S with 7H: ana AS 5S 2S 8S = 16, ben 4C 9D KH 7H = 30.
sed 's/^1 power shuffle 2 = 4 3 2 1/1 power shuffle 2 = 1 2 3 4/' $CAM >"$T/same.replay"
fails "$T/same.replay" '^result' "ana scored 16, the file says 18" \
	"another outcome is imposed: '= 1 2 3 4' leaves 2S in slot 4, and ana scores 16"

sed 's/^1 power shuffle 2 = 4 3 2 1/1 power shuffle 2 = 4 3 2/' $CAM >"$T/short.replay"
fails "$T/short.replay" '^1 power shuffle' "the shuffle's outcome lists 3 slots, seat 2's layout has 4 cards" \
	"an outcome one slot short is refused"
sed 's/^1 power shuffle 2 = 4 3 2 1/1 power shuffle 2 = 4 4 2 1/' $CAM >"$T/twice.replay"
fails "$T/twice.replay" '^1 power shuffle' "the shuffle's outcome names slot 4 twice" \
	"an outcome naming a slot twice is refused"
sed 's/^1 power shuffle 2 = 4 3 2 1/1 power shuffle 2 = 5 3 2 1/' $CAM >"$T/empty.replay"
fails "$T/empty.replay" '^1 power shuffle' "names slot 5, which holds no card of seat 2" \
	"an outcome naming a slot that holds no card is refused"
sed 's/^1 power shuffle 2 = 4 3 2 1/1 power shuffle 2 = 4 x 2 1/' $CAM >"$T/word.replay"
fails "$T/word.replay" '^1 power shuffle' "bad outcome 'x' after '='" "an outcome that is not slot numbers is refused"
awk '/^2 discard/ && !done { print "2 discard = 1 2"; done = 1; next } { print }' $CAM >"$T/nothing.replay"
fails "$T/nothing.replay" '^2 discard = ' "'discard' shuffles no layout" \
	"an outcome after an action that shuffles nothing is refused"

# ---- a seeded Cambio game: the outcome is optional, and checked ----
$BIN sim cambio --games 1 --players 2 --seed 3 --record "$T/cam" >"$T/out" 2>&1
SEEDED="$T/cam/game-1.replay"
grep -q '^2 power shuffle 1 = 1 3 2 4$' "$SEEDED"
result $? "the recorder writes the engine's outcome: '2 power shuffle 1 = 1 3 2 4'"
verifies "$SEEDED" 'the match is over' "the seeded recording verifies with its outcome"
sed 's/^2 power shuffle 1 = 1 3 2 4/2 power shuffle 1 = 1 2 3 4/' "$SEEDED" >"$T/seed-bad.replay"
fails "$T/seed-bad.replay" '^2 power shuffle 1' "the shuffle's outcome '= 1 2 3 4' differs from the engine's shuffle '= 1 3 2 4'" \
	"with a seed, an outcome that differs from the RNG's is refused"
sed 's/^2 power shuffle 1 = 1 3 2 4/2 power shuffle 1/' "$SEEDED" >"$T/seed-none.replay"
verifies "$T/seed-none.replay" 'the match is over' "with a seed, the outcome may be left out: the engine shuffles"

# ---- Cactus's drawn lead at a real table (CAC-S4) ----
$BIN replay $CAC >"$T/out" 2>&1 && grep -q 'game in progress after round 1' "$T/out" &&
	grep -q '^  3\. ben  *30$' "$T/out"
result $? "a tie for the lead drawn at the table: 'lead cy' imposed, cy leads round 2 (ana 0, ben 30, cy 0)"

grep -v '^lead' $CAC >"$T/nolead.replay"
fails "$T/nolead.replay" '^deck 3C 3D 3H' "the lead of round 2 is drawn among seats 3 and 1 (a tie): a game from a real table gives it with a 'lead SEAT' line after 'round 2' (PW-20); the draw is made on line 23" \
	"without its lead line the round's deck line is named, with the line where the draw happens (result, line 23)"
sed 's/^lead cy/lead ana/' $CAC >"$T/ana.replay"
fails "$T/ana.replay" '^3 draw stock  *# ben deals' "seat 3 (cy) acts, but it is seat 1 (ana) to act" \
	"the lead line is imposed: with 'lead ana' ana leads round 2, not cy"
sed 's/^lead cy/lead ben/' $CAC >"$T/ben.replay"
fails "$T/ben.replay" '^lead ben' "the lead line names seat 2, but the lead of round 2 is drawn among seats 3 and 1" \
	"a seat that is not tied (ben called) is refused at the lead line"
# ana's AD and 4D change places: ana KH KS / 4D 2D = 6, cy alone is lowest
# (3): no draw, and the lead line is left unused.
sed 's/ KS 5H AH AD 5S / KS 5H AH 4D 5S /; s/ 3D 4D 6D / 3D AD 6D /' $CAC >"$T/unused.replay"
fails "$T/unused.replay" '^lead cy' "lead line, but nobody was drawn to lead round 2: seat 3 (cy) leads it without a draw" \
	"a lead line that no draw uses is refused at its line"
awk '/^round 1/ { print; print "lead cy"; next } { print }' $CAC >"$T/round1.replay"
fails "$T/round1.replay" '^lead cy' "the lead of round 1 is not drawn" "a lead line in round 1 is refused"
awk '/^round 2/ { r2 = 1 } /^lead/ { next } { print } r2 && /^3 draw stock/ { print "lead cy" }' $CAC >"$T/late.replay"
fails "$T/late.replay" '^lead cy' "a lead line must come before the round's first action" \
	"a lead line after the round's first action is refused"

# ---- a seeded Cactus game: `lead` is optional, and checked ----
$BIN sim cactus --games 6 --players 3 --bots random,random,random --seed 2 --record "$T/cac" >"$T/out" 2>&1
SEEDED="$T/cac/game-6.replay"
grep -q '^lead random2$' "$SEEDED"
result $? "the recorder writes a drawn lead after its round line: 'lead random2'"
verifies "$SEEDED" 'the match is over' "the seeded recording verifies with its lead line"
sed 's/^lead random2/lead random3/' "$SEEDED" >"$T/seed-lead.replay"
fails "$T/seed-lead.replay" '^lead random3' "the lead line names seat 3, the engine's draw among seats 2 and 3 gives seat 2" \
	"with a seed, a lead line that differs from the RNG's draw is refused"
grep -v '^lead' "$SEEDED" >"$T/seed-nolead.replay"
verifies "$T/seed-nolead.replay" 'the match is over' "with a seed, the lead line may be left out: the engine draws"

# A real table's file that stops between rounds, before the round whose
# lead is drawn (CAC-S4, PW-20): it verifies, like one whose next deal is
# not written yet, and played on, the engine draws the lead and writes it.
sed -n '1,/^total /p' $CAC >"$T/between.replay"
verifies "$T/between.replay" 'game in progress after round 1' "a real-table file that stops before a drawn lead verifies"
printf 'quit\n' | HOME="$T" XDG_STATE_HOME="$T/state" $BIN play --resume "$T/between.replay" >"$T/out" 2>&1
grep -q '^round 2$' "$T/between.replay" && grep -q '^lead ' "$T/between.replay" &&
	$BIN replay "$T/between.replay" >"$T/out" 2>&1
result $? "... played on, it gains round 2 with its lead line, and verifies"
exit $fails
