#!/bin/sh
# Round 29, hostile variant files: an option of many choices, scores whose
# squares pass 64 bits in a comparison, a base that loads but cannot be
# set up for `new`, and layout shuffles a recording could not hold. The
# sanitizer build (make SANITIZE=1) finds the memory faults these once
# had; here each must end as its line says. Run from the top of the tree.
BIN=$(pwd)/cardwright
D=tests/hostile/round29
. tests/sh/lib/tap.sh
echo "1..14"

# 842 choices: listed up to a line's worth, then counted (the list was
# built on the Lua stack beside values it did not expect, and crashed).
CARDWRIGHT_PATH=$D timeout 60 $BIN rules many_choices >"$T/out" 2>&1 &&
	grep -q '^  k  *default 1  *choices: 1, 2, 3, .*, 78, \.\.\. (842 choices in all)$' "$T/out"
result $? "rules: an option of 842 choices is listed in a line, with its count"
CARDWRIGHT_PATH=$D timeout 60 $BIN sim many_choices --games 1 --players 2 --rule k=99999 >"$T/out" 2>&1
[ $? = 2 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q '^cardwright: option k=99999: expected one of 1, 2, 3, .* (842 choices in all)$' "$T/out"
result $? "sim: a value not among 842 choices is refused in one line"

# Seat 2 scores 10^9 a hole: its squares summed over 30 games pass 2^63,
# and the paired sums saturate. The comparison still ends with its verdict.
CARDWRIGHT_PATH=$D timeout 100 $BIN sim sim_compare_overflow --games 30 --players 2 --compare queen=12 >"$T/out" 2>&1 &&
	grep -q '^verdict' "$T/out" && ! grep -q 'runtime error' "$T/out"
result $? "sim --compare: scores of 10^9 a hole give a verdict"

# A knock with five aliases loads but cannot be set up: `new` says so in
# one line and writes nothing.
mkdir -p "$T/w" && cd "$T/w" || exit 1
CARDWRIGHT_PATH=$OLDPWD/$D timeout 60 $BIN new x --from new_leak >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q "cannot be set up: action 'knock' has more than 4 aliases" "$T/out" &&
	[ -z "$(ls)" ]
result $? "new: a base that cannot be set up is refused in one line, nothing written"
cd "$OLDPWD" || exit 1

# PW-20: a recording holds one shuffle outcome an action. A variant whose
# action shuffles a layout twice plays, but its recording cannot be read
# back: check says so (a setup that shuffles every seat's layout, or a
# deal inside an action, shuffles more than once and is the variant's
# right). A shuffle of a layout with no card shuffles nothing and records
# nothing, so that game replays.
mkdir -p "$T/chk" && cd "$T/chk" || exit 1
CARDWRIGHT_PATH=$OLDPWD/$D timeout 60 $BIN check shuffle_twice --games 5 >"$T/out" 2>&1
grep -q "^FAULT \[roundtrip\] shuffle_twice, 2 players, .*bad outcome '=' after '='" "$T/out"
result $? "PW-20: check finds that an action shuffling twice is not recorded so it replays"
cd "$OLDPWD" || exit 1
CARDWRIGHT_PATH=$D timeout 60 $BIN sim shuffle_empty_layout --games 1 --players 2 --record "$T/r" >/dev/null 2>&1 &&
	CARDWRIGHT_PATH=$D timeout 60 $BIN replay "$T/r/game-1.replay" >"$T/out" 2>&1 &&
	grep -q 'verified, 1 round' "$T/out" && ! grep -q ' = *$' "$T/r/game-1.replay"
result $? "PW-20: a shuffle of an empty layout records no outcome, and the game replays"
# A variant's declarations that mean nothing are refused when it loads:
# a negative count of calls, a phase named twice.
CARDWRIGHT_PATH=$D timeout 60 $BIN rules calls_negative >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -q "'calls' must be the calls a round may have, an integer from 0 to 1000, not -1" "$T/out"
result $? "calls = -1 is refused in one line"
CARDWRIGHT_PATH=$D timeout 60 $BIN rules phase_twice >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q "phases: 'a' is named twice (items 1 and 3)" "$T/out"
result $? "a phase named twice is refused in one line"
# A real table's deck line that lost or doubled a card names the card
# missing. Round 1's deck of cabo_mixed_emptied.replay ends with KS, and
# its 7th card is 7D.
F=$D/cabo_mixed_emptied.replay
sed '6s/ KS$//' "$F" >"$T/short.replay"
timeout 60 $BIN replay "$T/short.replay" >"$T/out" 2>&1
[ $? != 0 ] && grep -qx "$T/short.replay:6: the deck lists 51 cards, the pack of cabo has 52: it leaves out KS" "$T/out"
result $? "a deck line short of a card names it"
sed '6s/ 7D / 8H /' "$F" >"$T/dup.replay"
timeout 60 $BIN replay "$T/dup.replay" >"$T/out" 2>&1
[ $? != 0 ] && grep -qx "$T/dup.replay:6: duplicated card 8H in the deck (cards 1 and 7): it leaves out 7D" "$T/out"
result $? "a deck line with a card written twice names the card it leaves out"
# A result line before its round ended says what the round waits for: with
# ana's final turn (lines 15-16) left out, ben has called (line 12), so
# ana may only draw (CABO-E1; PW-15: one call a round).
sed '15,16d' "$F" >"$T/early.replay"
timeout 60 $BIN replay "$T/early.replay" >"$T/out" 2>&1
[ $? != 0 ] && grep -qx "$T/early.replay:15: result line, but round 1 has not ended; legal for seat 1 (ana): draw stock, draw discard" "$T/out"
result $? "a result line too early names the seat to act and its legal moves"
# An action that only an option offers is not listed where a house rule
# leaves the option out (golf6's goout, G6 go_out).
CARDWRIGHT_PATH=$D timeout 60 $BIN rules golf6_no_goout >"$T/out" 2>&1 && ! grep -q '^  goout ' "$T/out" &&
	timeout 60 $BIN rules golf6 | grep -q '^  goout  '
result $? "rules: goout is listed in golf6, and not where go_out is left out"
# sim speaks of Desmoche's hands, not of Golf's holes: sim plays one hand
# a game (DES-B1, hands = 1), so 1.00 a game in each arm.
timeout 100 $BIN sim desmoche --players 2 --games 40 --compare bet=2 >"$T/out" 2>&1 &&
	grep -qx 'hands per game: base 1.00, compared 1.00' "$T/out" && ! grep -q 'hole' "$T/out"
result $? "sim desmoche --compare: the summary counts hands"
# A result line too early names the legal moves only where every card may
# be told: bot1's legal meld (a hand's cards) in a Desmoche file is not in
# seat 3's view of the error.
F2=$D/des_claim_result.replay
timeout 60 $BIN replay "$F2" --as 3 >"$T/out" 2>&1
grep -qx "$F2:15: result line, but round 1 has not ended" "$T/out" && ! grep -q 'legal for' "$T/out" &&
	timeout 60 $BIN replay "$F2" 2>&1 | grep -q "^$F2:15: result line, but round 1 has not ended; legal for seat 1 (bot1): meld "
result $? "a too-early result line lists legal moves in the full view, never in one seat's"
exit $((fails > 0))
