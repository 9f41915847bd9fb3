#!/bin/sh
# What the rules show, and hands won at their deal: `check`'s information
# flow takes a showing the rules make (a card turned up, a declaration in
# words) as public, and the replay reader reads each round's result when
# one action ends a hand and the next is won at its deal (DES-A2). Run
# from the top of the tree.
BIN=$(pwd)/cardwright
GOLD=tests/replays/desmoche-auto-declare-2hands.replay
. tests/sh/lib/tap.sh
echo "1..9"

# ---- check: which cards the rules turn up may depend on hidden cards ----
# DES-S5: the side game's settlement turns up each joining seat's best
# diamond; which card that is depends on the hand. It is a showing, no leak.
cd "$T" || exit 1
$BIN check conquien --rule side_games=oro --games 30 --max-games 30 -q >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "check conquien side_games=oro: the best diamonds turned up are no leak (DES-S5)"
# DES-S4 side_announce=auto tells after each deal which seats hold a
# qualifying combination (in words); over 20 hands the later deals happen
# inside an action. With auto_declare on (the option check varies), hands
# won at their deal are recorded and read back (the round trip).
$BIN check desmoche --rule side_games=all --rule hands=20 --players 2 --games 20 --max-games 20 -q >"$T/out" 2>&1 &&
	grep -q ', 0 faults$' "$T/out" && grep -q ' 20 round trips' "$T/out"
result $? "check desmoche side_games=all hands=20: announcements and turned-up combinations are no leak (DES-S4, DES-S5)"
# an announcement that names a card the table may not see is still a leak
$BIN check "$OLDPWD/tests/broken/house_nine_told.lua" --games 10 --max-games 30 -q >"$T/out" 2>&1
[ $? = 1 ] && grep -q "^FAULT \[leak\] .*the note event [0-9]* differs" "$T/out"
result $? "check: an announcement naming a hidden card is a leak"
cd - >/dev/null || exit 1

# ---- a hand won at its deal, inside the action that ends the hand before ----
# Hand 1 is won at the deal (ana, four sevens), and hand 2 too (ben): both
# in the first deal, with no action line in the file.
$BIN replay "$GOLD" >"$T/out" 2>&1 && grep -q 'verified, 2 rounds, the match is over' "$T/out"
result $? "two hands won at their deal verify, each from its own deck line"
$BIN replay "$GOLD" --as cy >"$T/out" 2>&1 &&
	awk '/hand 1: ana deals/{a=1} a && /^ana: declare cuatro$/{b=1} /hand 2: ben deals/{c=b} c && /^ben: declare cuatro$/{print "both"}' "$T/out" | grep -q both
result $? "replay --as cy: each declaration the engine makes is told (DES-A2: seen by all)"
grep -q '^hand 2: ben won the most (+4 chips)$' "$T/out" && grep -q 'standings: 1. ana +2, 1. ben +2, 3. cy -4' "$T/out"
result $? "replay --as cy: hand 2's result, ben +4, and the standings after it"
# each round's result and total are read as that round left them
sed 's/^result ana=-2 ben=+4 cy=-2$/result ana=-2 ben=+5 cy=-2/' "$GOLD" >"$T/r.replay"
line=$(grep -n '^result ana=-2 ben=+5' "$T/r.replay" | cut -d: -f1)
$BIN replay "$T/r.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "r.replay:$line: ben scored 4, the file says 5" "$T/out"
result $? "a wrong result for hand 2 is named at its line"
sed 's/^total ana=4 ben=-2 cy=-2$/total ana=4 ben=-2 cy=-3/' "$GOLD" >"$T/r.replay"
line=$(grep -n '^total ana=4 ben=-2 cy=-3' "$T/r.replay" | cut -d: -f1)
$BIN replay "$T/r.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "r.replay:$line: cy has a total of -2, the file says -3" "$T/out"
result $? "hand 1's total is the total after hand 1, not after hand 2"
# a third hand is not in a two-hand match
{ cat "$GOLD"; printf '\nround 3\n'; grep '^deck' "$GOLD" | head -n 1; } >"$T/r.replay"
line=$(grep -n '^round 3' "$T/r.replay" | cut -d: -f1)
$BIN replay "$T/r.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "r.replay:$line: round 3 begins, but the match ended after round 2" "$T/out"
result $? "round 3 after a two-hand match is refused at its line"
exit $((fails > 0))
