#!/bin/sh
# What the twenty-first attack round found (docs/robustness.md,
# "Seventeenth session"). Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round21
. tests/sh/lib/tap.sh
echo "1..41"

# ---- hidden information: an accepts reason is its seat's ----
# seed 1 deals seat 2 JH 3H, which seat 2 alone has looked at; `as bot2`
# from seat 1's screen is refused without the reason, seat 1's own `as`
# with it (its own cards).
printf 'as bot2 claim 1\nas me claim 1\nquit\n' | $BIN play "$R/accepts_leak.lua" --players me,bot --seed 1 >"$T/out" 2>&1
grep -qx "as: 'claim 1' is not legal now for seat 2 (the variant's reason is bot2's to read)" "$T/out" && ! grep -q 'JH 3H' "$T/out"
result $? "accepts_leak: 'as' for another seat tells no refusal reason (it names that seat's cards)"
grep -q "^as: 'claim 1' is not legal now for seat 1: you hold " "$T/out"
result $? "accepts_leak: the typist's own refusal keeps its reason"

# ---- option values are printable words: recordings write them ----
$BIN rules "$R/choice_escape.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "option 'mode': an option's value is one word of printable UTF-8 (at most 255 bytes), without spaces, control characters or '#'" "$T/out" &&
	! grep -q "$(printf '\033')" "$T/out"
result $? "choice_escape: a choice with ESC is refused at load, and the error holds no raw ESC"
$BIN sim golf4 --games 1 --rule "peek=$(printf 'a\033[2J')" >"$T/out" 2>&1
[ $? = 2 ] && grep -q 'expected one of' "$T/out" && ! grep -q "$(printf '\033')" "$T/out"
result $? "--rule with ESC in the value: refused, escaped"

# ---- invisible characters: shown escaped, never in a name ----
ZWSP=$(printf '\342\200\213') BOM=$(printf '\357\273\277') ACUTE=$(printf '\314\201')
echo quit | $BIN play golf4 --players "ana,ana$ZWSP" >"$T/out" 2>&1
[ $? = 2 ] && grep -qF "cardwright: players: a name is printable text, without control or invisible characters or invalid UTF-8 ('ana\xe2\x80\x8b')" "$T/out"
result $? "a name with a zero-width space (U+200B) is refused, the space shown escaped"
echo quit | $BIN play golf4 --players "ana,${ACUTE}x" >"$T/out" 2>&1
[ $? = 2 ] && grep -qx "cardwright: players: a name does not begin with a combining mark (U+0301), which is drawn on what comes before it" "$T/out"
result $? "a name beginning with a combining mark is refused, the mark named by its number"
printf 'cardwright-replay 1\nvariant golf4\nplayers ana ben\nseed 3\nround 1\n%s2 draw stock\n' "$BOM" >"$T/bom2.replay"
$BIN replay "$T/bom2.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -qF "bom2.replay:6: unknown record '\xef\xbb\xbf2'" "$T/out" && ! grep -qF "$BOM" "$T/out"
result $? "a byte order mark inside a replay file is shown escaped in the error (it looked like a refused seat 2)"
printf 'help %ssay\nquit\n' "$ZWSP" | $BIN >"$T/out" 2>&1
grep -qF "that line holds a control character or invalid UTF-8 ('help \xe2\x80\x8bsay')" "$T/out" && ! grep -qF "$ZWSP" "$T/out"
result $? "a typed line with a zero-width space is refused, shown escaped"

# ---- accepts answers true or false, and a reason is a string ----
for f in accepts_yes:"returned a string, expected true or false" accepts_table:"gave a reason that is a table, expected a string"; do
	name=${f%%:*} msg=${f#*:}
	printf 'as me claim 1\nquit\n' | $BIN play "$R/$name.lua" --players me,bot --seed 1 >"$T/out" 2>&1
	grep -q "^as: .*$name.lua:6: $name: accepts of 'claim' $msg\$" "$T/out"
	result $? "$name: the answer is an error naming the hook's line ($msg)"
done

# ---- a NUL byte never cuts a text short ----
$BIN sim "$R/error_nul.lua" --games 1 >"$T/out" 2>&1
[ $? = 1 ] && grep -qxF 'cardwright: before\x00after (in card_value of error_nul)' "$T/out"
result $? "error_nul: a hook's error with a NUL is shown whole, the NUL escaped"
$BIN rules "$R/doc_nul.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "variant 'doc_nul': options.mode.doc holds a NUL byte" "$T/out"
result $? "doc_nul: a text of the variant with a NUL byte is refused at load, naming its field"

# ---- a rule set before the first move deals a new shuffle (G4-2) ----
# The first deal showed ana her near row; dealt again from the same seed
# under peek=any2 she would look at the other two and know all four.
mkdir -p "$T/rs"
printf 'rule peek=any2\npeek 1\npeek 2\nquit\n' | XDG_STATE_HOME="$T/rs" $BIN play golf4 --players bot,ana --seed 5 >"$T/out" 2>&1
grep -qx '(dealt again from a new shuffle with the rule)' "$T/out" &&
	[ "$(grep -c 'starts the discard pile' "$T/out")" = 2 ] &&
	[ "$(grep 'starts the discard pile' "$T/out" | sort -u | wc -l)" = 2 ]
result $? "rule peek=any2 before the first move: the game is dealt again from another shuffle (another turn-up here)"
f=$(ls "$T"/rs/cardwright/games/*.replay | head -n 1)
[ "$(ls "$T"/rs/cardwright/games/*.replay | wc -l)" = 1 ] && grep -q '^seed ' "$f" && ! grep -qx 'seed 5' "$f" &&
	grep -q '^rule .* peek=any2 ' "$f" && $BIN replay "$f" >/dev/null 2>&1
result $? "its recording holds the new shuffle's seed and the rule, and verifies"

# ---- a legal table's keys are phases, checked at load ----
$BIN rules "$R/legal_number_key.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "variant 'legal_number_key': legal: its keys are the names of phases, not the number 1" "$T/out"
result $? "legal_number_key: a number key of legal is refused when the variant loads (rules too)"

# ---- chips are told from the whole round: the ante at the deal too ----
# golf4 pot=5 (G4 options: pot) on the hand-worked 3-seat hole: each seat
# antes 5 into the pot at the deal; ben knocks and is lowest (7 against
# 19 and 27), so he takes the 3 x 5 = 15.
sed 's/^rule holes=1$/rule holes=1 pot=5/' tests/replays/golf4-table-3p.replay >"$T/pot.replay"
$BIN replay "$T/pot.replay" --as 2 >"$T/out" 2>&1
[ "$(grep -c '^  [a-z]* paid 5 chips: the ante into the pot (G4 options: pot)$' "$T/out")" = 3 ]
result $? "golf4 pot=5: the three antes of 5 at the deal are told at the hole's end"
grep -qx '  ben took 15 chips: the lowest knocker takes the pot (G4 options: pot)' "$T/out"
result $? "golf4 pot=5: ben, the lowest knocker, takes the pot of 15"

# ---- greedy snaps by the variant's own matching ----
# Cactus snap_match = value (CAC-M3): a known J matches a discarded Q. The
# greedy bot tries such a snap on a clone and takes it, so the compared
# arm snaps more often than the base (rank only); it read ranks alone.
$BIN sim cactus --compare snap_match=value --games 60 --jobs 1 --seed 3 >"$T/out" 2>&1
awk '$1 == "snap" && $3 == "/" { found = 1; more = $4 > $2 } END { exit !(found && more) }' "$T/out"
result $? "cactus snap_match=value: greedy snaps more often than under rank (it matches by value too)"

# ---- the header ends with 'round 1' ----
G=tests/replays/golf4-table-3p.replay	# its header: lines 8-10, round 1 at 12
sed '9a junk words here' $G >"$T/junk.replay"
$BIN replay "$T/junk.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "junk.replay:10: unknown record 'junk' in the header: expected variant, rule, players, seed or deck, then 'round 1'" "$T/out"
result $? "a stray record in the header is named at its line (it was 'the header has no seed line')"
sed '/^round 1$/d' $G >"$T/noround.replay"
line=$(grep -n '^deck ' "$T/noround.replay" | cut -d: -f1)
$BIN replay "$T/noround.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "noround.replay:$((line + 1)): an action before 'round 1': the header ends with 'round 1'" "$T/out"
result $? "a missing 'round 1' is named at the first action, not rounds later"

# ---- what a crash or an editor leaves ----
head -n 20 $G >"$T/cut20.replay"			# the hole up to ana's QH draw
{ cat "$T/cut20.replay"; head -c 4096 /dev/zero; } >"$T/zeros.replay"
$BIN replay "$T/zeros.replay" >"$T/o" 2>"$T/e"
cat "$T/e" "$T/o" >"$T/out"
[ $? = 0 ] && grep -q "zeros.replay:21: the file ends in 4096 NUL bytes (as a crash leaves a file): read up to them" "$T/e" &&
	grep -q "verified so far: game in progress in round 1" "$T/o"
result $? "a file ending in NUL bytes (a crash's tail) is read up to them, with a warning (it was refused whole)"
printf 'quit\n' | XDG_STATE_HOME="$T/zs" $BIN play --resume "$T/zeros.replay" >"$T/out" 2>&1
cmp -s "$T/zeros.replay" "$T/cut20.replay"
result $? "play --resume cuts the NUL tail away: the file is its 20 complete lines again, none lost"
iconv -f UTF-8 -t UTF-32 $G >"$T/u32.replay"
$BIN replay "$T/u32.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "u32.replay:1: a NUL byte: the file is UTF-32 (its byte order mark says so); a replay is UTF-8 text" "$T/out"
result $? "a UTF-32 replay is named as UTF-32 (it was called UTF-16)"
{ printf '\357\273\277'; cat tests/scripts/cactus_slap.lua; } >"$T/bom.lua"
$BIN rules "$T/bom.lua" >"$T/out" 2>&1 && grep -q '^cactus-slap: Cactus' "$T/out"
result $? "a variant file saved with a UTF-8 byte order mark loads"
iconv -f UTF-8 -t UTF-16 tests/scripts/cactus_slap.lua >"$T/u16.lua"
$BIN rules "$T/u16.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "u16.lua': the file is UTF-16 (its byte order mark says so); a variant is UTF-8 text" "$T/out"
result $? "a UTF-16 variant file is named as such (Lua only said: unexpected symbol)"

# ---- changed_by names an action that can change the option ----
cat >"$T/by_card.lua" <<'LUA'
return require("golf4"):extend { name = "by_card",
  actions = { setq = { any_seat = true, args = "c", doc = "q", accepts = function() return true end, apply = function() end } },
  options = { queen = { changed_by = "setq" } } }
LUA
$BIN rules "$T/by_card.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "option 'queen': 'changed_by' must name an action with any_seat = true and one argument, a number (n) or a word (w): the value; not 'setq'" "$T/out"
result $? "changed_by naming an action whose argument is a card is refused at load (rule queen=12 said: bad card '12')"
sed 's/, accepts = function() return true end//; s/args = "c"/args = "n"/' "$T/by_card.lua" >"$T/by_noacc.lua"
$BIN rules "$T/by_noacc.lua" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "option 'queen': 'changed_by' action 'setq' needs an accepts function: without one no seat may take it" "$T/out"
result $? "changed_by naming an action without accepts (never legal) is refused at load"

$BIN score "$R/explain_no_values.lua" 'AS 2H' --explain >"$T/out" 2>&1
[ $? = 0 ] && grep -qx 'every layout scores 7 here' "$T/out"
result $? "score --explain asks a variant's own explain though it declares no card_value"

# ---- rule lines at the table ----
printf 'rule queen=7\nrule holes=2 queen=12\nrule holes=2 target=50\nquit\n' | $BIN play golf4 --players bot,ana --seed 5 >"$T/out" 2>&1
grep -qx 'rule: option queen=7: expected one of 10, 12, 13, 20; the game is as it was' "$T/out" &&
	[ "$(grep -c '^new game of golf4' "$T/out")" = 2 ]
result $? "a refused rule value leaves the game as it was (no 'new game' line, no new deal)"
grep -q '^rule .*holes=2 .*queen=12 ' "$(ls -t "$XDG_STATE_HOME"/cardwright/games/*golf4.replay | head -n 1)"
result $? "rule holes=2 queen=12: several rules on one line are all taken"
grep -qx 'options holes and target are both given: setting one unsets the other, so give one' "$T/out" &&
	grep -qx 'the game is as it was' "$T/out"
result $? "rules the others refuse (holes and target) leave the game as it was, said so"

$BIN replay "$R/open_verb_hint.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "illegal action 'meld 4H 2H 9H' for seat 2 (ben): .*; legal for seat 2 (ben): meld \.\.\., meld AH 2H 3H, " "$T/out"
result $? "the verifier's list of legal actions names an open verb ('meld ...') too"

# ---- a file on the variant path named like a library module ----
mkdir -p "$T/shadow"
echo 'return require("golf4"):extend{name="golf"}' >"$T/shadow/golf.lua"
CARDWRIGHT_PATH="$T/shadow" $BIN rules golf4 >"$T/out" 2>&1
[ $? != 0 ] && grep -q "module 'golf4' requires itself (a require loop through .*golf ($T/shadow/golf.lua)" "$T/out"
result $? "a require loop names each module's file: a golf.lua on the path that shadows the library shows"

# ---- a decision of an open verb alone ----
printf 'say hello\nsay bye\nquit\n' | $BIN play "$R/open_only.lua" --players ana,ben --seed 1 >"$T/out" 2>&1
grep -q '^ana to play. legal: say \.\.\. (any set the rules allow)$' "$T/out" && grep -q '^ana: say hello$' "$T/out" &&
	grep -q '^-- end of round 1$' "$T/out"
result $? "open_only: a decision whose one action is an open verb is played at the table (it was 'the variant offered none')"
$BIN sim "$R/open_only.lua" --games 1 --players 2 >"$T/out" 2>&1
[ $? = 1 ] && grep -q "seat 1 may only type 'say \.\.\.' (an open action, whose words no list holds): a bot cannot choose them" "$T/out"
result $? "open_only: sim says a bot cannot choose an open action's words"

$BIN sim "$R/math_random.lua" --games 1 --players 2 >"$T/out" 2>&1
[ $? = 1 ] && grep -q "math_random.lua:7: attempt to call a nil value (field 'random'); math.random is left out of a variant's Lua: the game's own g:random draws 1 to n from its seeded generator, which a replay repeats" "$T/out"
result $? "math.random: the nil call's error says to use g:random(n)"

# ---- a restock line copied with a typo (G-8, PW-20) ----
# golf4-table-restock.replay's line 100 rebuilds the stock, 9S 10S JS ...
# top first, for the draw of line 101; 9S stays on the discard pile.
RS=tests/replays/golf4-table-restock.replay
sed '100s/ 10S / 9S /' $RS >"$T/rs_twice.replay"
$BIN replay "$T/rs_twice.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "rs_twice.replay:100: the restock line lists 9S twice (cards 1 and 2), the discard pile holds it once; it leaves out 10S (the stock it rebuilds is drawn from on line 101)" "$T/out"
result $? "a restock card typed as another of the line: named twice, with the card left out, at the restock line"
sed '100s/ 10S / 7H /' $RS >"$T/rs_other.replay"
$BIN replay "$T/rs_other.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "rs_other.replay:100: the restock line lists 7H twice (cards 2 and 12), the discard pile holds it once; it leaves out 10S" "$T/out"
result $? "the same with a card listed further on (7H): both places named"
sed '100s/ 10S / 1OS /' $RS >"$T/rs_bad.replay"
$BIN replay "$T/rs_bad.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -qx "[^ ]*rs_bad.replay:100: bad card '1OS' in the restock line (card 2): expected a rank A 2-10 J Q K (T for 10) and a suit C D H S (or ♣ ♦ ♥ ♠), or X for a joker" "$T/out"
result $? "a bad card word in a restock line says which card of the line"

# ---- replay --to: a look at a position leaves no file in TMPDIR ----
mkdir -p "$T/tmpd"
printf 'show\nquit\n' | TMPDIR="$T/tmpd" $BIN replay tests/replays/golf4-table-3p.replay --to 18 >"$T/out" 2>&1
grep -q '^nothing was played on: .*cardwright-to-.* is removed$' "$T/out" && [ -z "$(ls "$T/tmpd")" ]
result $? "replay --to N, nothing played on: the temporary copy is removed (they piled up in /tmp)"
printf 'draw stock\ndiscard\nquit\n' | TMPDIR="$T/tmpd" $BIN replay tests/replays/golf4-table-3p.replay --to 18 >"$T/out" 2>&1
[ "$(ls "$T/tmpd" | wc -l)" = 1 ] && $BIN replay "$T/tmpd"/cardwright-to-* >>"$T/out" 2>&1
result $? "replay --to N, a game played on: its recording is kept and verifies"
exit $fails
