#!/bin/sh
# What the twenty-fifth attack round found (docs/robustness.md, "Twenty-first
# session"): rounds won at their deal, several dealt in one action or
# before any, at the table, in recordings and in real tables' files; offers
# and announcements that do not fit their verb. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round25
GOLD=$(pwd)/tests/replays/desmoche-auto-declare-2hands.replay
. tests/sh/lib/tap.sh
echo "1..17"
export XDG_STATE_HOME="$T/state"
GAMES="$T/state/cardwright/games"

# ---- the table: a first hand won at its deal (DES-A2) ----
# ana's dealt hand holds four nines: the engine declares Cuatro Cuerpos for
# her and the hand ends at the deal. DES-B7, DES-B8 with three seats: ana
# takes the pot of 3 and a bonus of 1 from each loser, 3 - 1 + 2 = +4; the
# others -1 - 1 = -2.
echo quit | $BIN play desmoche --rule auto_declare=on --rule hands=2 --seed 3398532844624233221 \
	--players ana,bot,bot >"$T/play" 2>&1
f=$(ls "$GAMES"/*.replay | head -n 1)
sed -n '/^round 1/,$p' "$f" | head -n 4 | tr '\n' '|' >"$T/out"
grep -qx 'round 1|result ana=4 bot2=-2 bot3=-2|total ana=4 bot2=-2 bot3=-2|round 2|' "$T/out"
result $? "play: hand 1's result and total, then 'round 2', before hand 2's first action"
$BIN replay "$f" >"$T/out" 2>&1 && grep -q 'in progress after round 1' "$T/out"
result $? "play: the recording replays"
cp "$T/play" "$T/out"
awk '/^ana: declare cuatro$/{a=1} a && /^-- end of hand 1$/{b=1} b && /^hand 1: ana won the most \(\+4 chips\)$/{c=1}
	c && /^-- hand 2: bot2 deals/{print "told"}' "$T/play" | grep -q told
result $? "play: the declaration, hand 1's end and its result are told before hand 2"

# ---- play --resume of a file whose first hand was won at its deal ----
cp "$R/desmoche_resume.replay" "$T/a.replay"
printf 'cambio 8H\nquit\n' | $BIN play --resume "$T/a.replay" >"$T/out" 2>&1
sed -n '/^round 1/,$p' "$T/a.replay" | head -n 4 | tr '\n' '|' >"$T/out"
grep -qx 'round 1|result ana=4 bot2=-2 bot3=-2|total ana=4 bot2=-2 bot3=-2|round 2|' "$T/out" &&
	$BIN replay "$T/a.replay" >"$T/out" 2>&1
result $? "play --resume: the hand won while loading is written, and the file replays"
# a real table's file that stops after round 1's deck (won at its deal):
# the rounds dealt after it, won at their deal or played, are written with
# their deck, result and total lines, up to the match's end after round 8
cp "$R/autowin_resume.replay" "$T/b.replay"
cd "$R" || exit 1
yes go | head -n 30 | $BIN play --resume "$T/b.replay" >"$T/out" 2>&1
[ "$(grep -c '^round ' "$T/b.replay")" = 8 ] && [ "$(grep -c '^deck ' "$T/b.replay")" = 8 ] &&
	[ "$(grep -c '^result ' "$T/b.replay")" = 8 ] &&
	$BIN replay "$T/b.replay" >"$T/out" 2>&1 && grep -q 'verified, 8 rounds, the match is over' "$T/out"
result $? "play --resume of a real table's file: every round dealt is written, and the file replays"
cd - >/dev/null || exit 1

# ---- the reader ----
# result and total lines are optional: the golden file without them
grep -v '^result\|^total\|^#' "$GOLD" >"$T/c.replay"
$BIN replay "$T/c.replay" >"$T/out" 2>&1 && grep -q 'verified, 2 rounds, the match is over' "$T/out"
result $? "two hands won at their deal, without result lines, verify"
# A real table's file that stops after round 1's deck, round 1 won at its
# deal (ana holds 2H 3H: one colour). Round 2 on is the engine's, from a
# secret seed, and may be won at its deal too: not told. Scores are the
# rank of slot 1: ana 2 (2H), ben 1 (AC), cy 2 (2C).
cd "$R" || exit 1
for i in 1 2 3; do $BIN replay autowin_cut.replay; done >"$T/out" 2>&1
[ "$(sort -u "$T/out" | wc -l)" = 5 ] && grep -q 'in progress after round 1 (round 2 not finished)' "$T/out" &&
	grep -q '^  1\. ben  *1$' "$T/out" && grep -q '^  2\. ana  *2$' "$T/out"
result $? "a real table's file cut after a round won at its deal: the same verdict every run, after round 1"
for i in 1 2 3; do $BIN replay autowin_cut.replay --reveal | cksum; done >"$T/out" 2>&1
[ "$(sort -u "$T/out" | wc -l)" = 1 ] && ! $BIN replay autowin_cut.replay --reveal | grep -q 'round 2'
result $? "replay --reveal of it ends with round 1, the same every run"
# a lead drawn inside the action that deals two rounds: round 2 (lead ben)
# is won at its deal and round 3's lead line is taken too
$BIN replay autolead_table.replay >"$T/out" 2>&1 && grep -q 'after round 3' "$T/out"
result $? "a lead line for a round dealt in the same action as the one before is taken"
# chance a real table's file cannot give: refused at the deck line
$BIN replay random_table.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q '^random_table.replay:5: g:random draws a number here, which a game from a real table cannot record' "$T/out"
result $? "g:random in a real table's game: one line at the deck line"
$BIN replay shuffle_table.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q '^shuffle_table.replay:5: g:shuffle shuffles a zone here, which a game from a real table cannot record' "$T/out"
result $? "g:shuffle in a real table's game: one line at the deck line"
cd - >/dev/null || exit 1

# ---- the table tells each round its own turn-up ----
printf 'look 1\ngo\nquit\n' | $BIN play "$R/autoeven.lua" --seed 5 --players ana,bot >"$T/out" 2>&1
[ "$(grep '^-- round 2:' "$T/out" | grep -o 'starts the discard pile' | wc -l)" = 1 ]
result $? "a round won at its deal names its own turn-up only"
grep -q '^-- end of round 2$' "$T/out"
result $? "... and gets its end-of-round block"

# the draw for round 2's lead is made as round 1 is scored (CAC-S4): told
# after round 1's end and scores, not before
$BIN replay "$R/cactus_lead.replay" --as 1 >"$T/out" 2>&1 &&
	awk '/^-- end of round 1$/{e=NR} /^-- cy leads round 2/{l=NR} END{exit !(e && l > e)}' "$T/out"
result $? "the lead drawn for round 2 is told after round 1's end"

# ---- check: a variant that reads the numbers tostring gives ----
# tsnum's scoring reads them ("counted from 1 in each game"); check's other
# deals are played before the action itself and forget what they number,
# so the game numbers as the other deals did: no leak
cd "$T" || exit 1
$BIN check "$R/../round24/tsnum.lua" --max-games 40 -q >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "check on a variant whose scoring reads tostring's numbers: no leak"
cd - >/dev/null || exit 1

# ---- offers and announcements that do not fit their verb ----
# unfit_offer.lua's lines 20-27, unfit_announce.lua's lines 19-26
# refused_each FILE FIRST-LINE PATTERN CASE...: each case (the option
# `case`) fails with one line at its own line, FIRST-LINE on
refused_each() {
	f=$1 k=$2 pat=$3 bad=
	shift 3
	for c in "$@"; do
		$BIN sim "$R/$f" --rule case=$c --players 2 --games 1 >"$T/o" 2>&1
		[ $? = 1 ] && grep -q "^cardwright: .*$f:$k: $pat" "$T/o" || bad="$bad $c"
		k=$((k + 1))
	done
	echo "not refused at their line:$bad" >"$T/out"
	[ -z "$bad" ]
}
refused_each unfit_offer.lua 20 'g:offer[a-z_]*: ' extra missing word seat card_extra slot0 slots_of_go cards_of_go
result $? "an offer that does not fit its verb is refused at its line (8 kinds)"
refused_each unfit_announce.lua 19 '' card_extra word_number seat missing go_args not_a_word huge verb_number
result $? "an announcement that does not fit its verb is refused at its line (8 kinds)"
exit $((fails > 0))
