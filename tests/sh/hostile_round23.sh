#!/bin/sh
# What the twenty-third attack round found (docs/robustness.md,
# "Nineteenth session"): lists whose __len lies to the meld kit, and
# action words a recording would read back as something else. Run from the
# top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round23
. tests/sh/lib/tap.sh
echo "1..19"

# cw.meld.shape of a list of three handles whose __len says -2^32+1000:
# three cards (it read 1000 stack entries as card handles, ASan SEGV)
out=$($BIN score "$R/shape_len.lua" 'AS 10H / KD QC' 2>&1)
[ "$out" = 3 ]
result $? "cw.meld.shape counts a list's own three entries, not its lying __len (got '$out')"
# cw.meld.arrange of an empty list whose __len says -2^32+40: no meld
$BIN sim "$R/arrange_len.lua" --games 2 --players 2 >"$T/out" 2>&1 && grep -q '^hands: 2 ' "$T/out"
result $? "cw.meld.arrange of an empty list with a lying __len: no meld, and the games play"

# refused at load, one line: a word or name a recording would misread
refused() {	# fixture message
	$BIN sim "$R/$1.lua" --games 1 --players 2 >"$T/out" 2>&1
	[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q "^cardwright: \(.*/$1.lua:[0-9]*: \)\{0,1\}$2" "$T/out"
}
refused word_hash "word 'la#la' may not hold '#' or '=': a recording reads '#' as the start of a comment"
result $? "a word with '#' (a recording's comment) is refused when the variant is loaded"
refused name_eq "action name 'hum=loud' may not hold '#' or '='"
result $? "an action name with '=' (a shuffle's outcome) is refused"
refused prefix_clash "action 'hum loud' and action 'hum' would be read one for the other"
result $? "'hum' with its word 'loud' and a verb 'hum loud': refused (both were written 'hum loud')"
refused rename_clash "action 'draw' and action 'draw 2' would be read one for the other"
result $? "a rename is checked as a name: swap renamed draw, beside a verb 'draw 2'"

# "take" takes a card and "back" is none: both stay, and a game that
# plays "take back" replays
$BIN rules "$R/prefix_ok.lua" >"$T/out" 2>&1 && grep -q '^  take back ' "$T/out"
result $? "'take' (a card) beside 'take back': allowed, the rest is no card"
mkdir -p "$T/rec"
$BIN sim golf4 --games 1 --players 2 --bots random,random --seed 4 --record "$T/rec" >"$T/out" 2>&1 &&
	$BIN replay "$T/rec/game-1.replay" >"$T/out" 2>&1
result $? "golf4's 'draw stock' and 'draw discard' beside 'discard': a recording replays"

# ---- the session's own new code, by a later tester ----
refused target_slot "action 'hum 1' and action 'hum' would be read one for the other"
result $? "'hum' taking a target (its own slot is written bare, 'hum 1') beside a verb 'hum 1': refused"
refused trailing_space "action name 'hum ' must be words with one space between them, none before or after"
result $? "a name with a trailing space beside the name without: refused (the reader called it ambiguous)"
refused double_space "action name 'hum  1' must be words with one space between them"
result $? "a name with two spaces (written 'hum  1', read as 'hum' slot 1): refused"
# a renamed action keeps its old name as an alias; one that is a table
# command ('show') is simply not typed there, not a reason to refuse the game
printf 'quit\n' | $BIN play "$R/rename_show.lua" --players ana,bot --seed 1 >"$T/out" 2>&1
grep -q '^ana to play\. legal: ' "$T/out" && ! grep -q 'could not be typed at the table' "$T/out"
result $? "rename show = reveal: the game starts (its kept old name 'show' is a table command)"
# a base variant's declaration error is not placed at a line of the house
# rule that extends it
CARDWRIGHT_PATH="$R/base" $BIN rules "$R/base/b2.lua" >"$T/o1" 2>"$T/out"
[ $? != 0 ] && grep -q "^cardwright: variant 'b1': bonuses: bad key 'bad key'" "$T/out" && ! grep -q 'b2.lua:[0-9]' "$T/out"
result $? "b2 extends b1, whose bonuses key is bad: the error names b1, at no line of b2"

# ---- a recording cut short where a round begins (the recorder writes a
# round's result, total, round and deck lines together) ----
# golf4-table-2holes.replay, cut in hole 2's deck line (no newline): the
# torn line is left out with a warning, and the file is one that ends
# between rounds
torn() {	# fixture: replay verifies up to the cut, with the warning
	$BIN replay "$R/$1.replay" >"$T/out" 2>"$T/err"
	[ $? = 0 ] && grep -q "^cardwright: warning: .*$1.replay:$2: $3" "$T/err" && grep -q "$4" "$T/out"
}
torn torn_deck 25 "the last line is cut short (no newline at its end) and does not fit: the deck lists 12 cards, the pack of golf4 has 52: it leaves out AC, AD, AH, 2C, 2H, 2S and 34 more; read up to line 24" "game in progress after round 1"
result $? "a deck line cut short: left out, the file verifies through hole 1 (it said 'the deck lists 12 cards')"
torn ends_at_round 24 "round 2 has no deck line: the file ends between rounds; read up to line 23" "game in progress after round 1"
result $? "a file that stops after 'round 2': it ends between rounds (it said 'round 2 has no deck line')"
torn torn_deck_round1 10 "the last line is cut short .* the deck lists 12 cards" "game in progress in round 1"
result $? "round 1's deck line cut short: a game not yet dealt"
# resumed: the table deals the next hole itself, records its round and
# deck lines after hole 1, and the file replays
for f in torn_deck ends_at_round torn_deck_round1; do
	cp "$R/$f.replay" "$T/$f.replay"
	printf 'quit\n' | $BIN play --resume "$T/$f.replay" >"$T/out" 2>&1
	$BIN replay "$T/$f.replay" >"$T/out" 2>&1 && [ "$(grep -c '^deck ' "$T/$f.replay")" = "$(grep -c '^round ' "$T/$f.replay")" ] &&
		[ "$(tail -c 1 "$T/$f.replay" | od -An -c | tr -d ' ')" = '\n' ]
	result $? "$f resumed: a deck line for each round, every line whole, and it replays"
done
