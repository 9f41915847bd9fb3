#!/bin/sh
# An eleventh round of attacks (docs/robustness.md, "Self-attack, eleventh
# round"). First, what round 10 left open: a variant that writes down a
# hidden card, in a card's flags or in a variable, at the table. The
# bots imagine the game with the flags of the cards their seat does not
# see reduced to the bits declared public (none unless declared) and with
# the variables declared secret at their start values (`secrets`). Run
# from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round11
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh
export CARDWRIGHT_PATH="$R"

# ---- a hidden card written into flags and into a secret variable ----
# The rule moves the knocker by 100 one way or the other by the stock's
# top at the deal, a card no seat sees: imagined, the mark is 0 (flags
# private by default; the variable at its start value), so the term is
# -100 in every case and every deal.
for v in flag_judge var_judge; do
	caller_terms $v
	[ "$(wc -l <"$T/out")" = 1 ] &&
		grep -q '^caller term: won -100+0x+0y+0z; tied -100+0x+0y+0z; beaten -100+0x+0y+0z;$' "$T/out"
	result $? "$v: the caller term is -100 in every case of eight deals"
	hidden_hints $v
	cmp -s "$T/low.hint" "$T/high.hint"
	result $? "$v: the hint is the same whatever the hidden stock top"
done

# ---- a wrong `secrets` is one line naming what was expected ----
printf 'quit\n' >"$T/in"
bad_secrets() {	# NAME FIELD PATTERN
	sed "s/  secrets = { vars = { \"top_high\" } },/  secrets = $2,/; s/name = \"var_judge\"/name = \"$1\"/" \
		"$R/var_judge.lua" >"$T/cwd/$1.lua"
	run $SCRIPT_KB "secrets: $1" "$3" $BIN rules "./$1.lua"
	[ "$(grep -c . "$T/out")" = 1 ]
	result $? "secrets: $1 is one line"
	rm -f "$T/cwd/$1.lua"
}
bad_secrets misspelt '{ vars = { "top_hihg" } }' "secrets\.vars: top_hihg is not one of the variant's vars \(did you mean 'top_high'\?\)"
bad_secrets not_list '{ vars = "top_high" }' "secrets\.vars must be a list of names of the variant's vars"
bad_secrets keyed '{ vars = { x = "top_high" } }' "secrets\.vars must be a list of names, not a table with the key x"
bad_secrets seat '{ seat_vars = { "top_high" } }' "secrets\.seat_vars: top_high is not one of the variant's seat_vars"
bad_secrets flags '{ public_flags = 256 }' "secrets\.public_flags must be an integer from 0 to 255"
bad_secrets field '{ flags = 1 }' "secrets: unknown field 'flags' \(expected vars, seat_vars or public_flags\)"

# ---- variant scripts: crashes, nondeterminism, silent losses ----
# Each a one-line error naming what was wrong, status 1 or 2, no crash.
printf 'quit\n' >"$T/in"
while read -r name pat; do
	run $SCRIPT_KB "round11/$name" "$pat" $BIN sim "$name" --games 1 --players 2 --seed 3
done <<'EOT'
meld_neg_len the cards make no meld on seat 1's meld 1 \(in setup of meld_neg_len\)
meld_dup cw\.meld: card [0-9]+ is in the list twice
act_key_table actions: keys must be the actions' names \(strings\), not a table
act_key_float actions: keys must be the actions' names \(strings\), not a number
opt_name_eq option names must be words of letters, digits and _ .*not 'a=b'
pairs_table_keys pairs/next: 13 keys of the table are tables or functions never named before
weak setmetatable: a __mode field \(a weak table\) is refused
random_big g:random takes n from 1 to 2147483647, got 9223372036854775807
EOT
run $SCRIPT_KB "round11/explain_tbl: score --explain" "explain gave table, expected the layout's explanation as text" \
	$BIN score explain_tbl --explain 'AS 2H / 3D 4C'
# An option value that is not UTF-8 could not go into a recording's rule
# line (nor the JSON) as it is: refused when the variant loads (it went
# into the JSON escaped, the runs all there, before the seventeenth
# session).
run $SCRIPT_KB "round11/json_utf8: sim --json: a value that is not UTF-8 is refused at load" \
	"option 'zz': an option's value is one word of printable UTF-8" $BIN sim json_utf8 --games 2 --players 2 --json
run $SCRIPT_KB "round11/json_utf8: sim --compare --json: refused the same" \
	"option 'zz': an option's value is one word of printable UTF-8" $BIN sim golf4 --compare json_utf8 --games 2 --players 2 --json

# ---- test files: the host's metatable, budgets, narrowed numbers ----
while read -r name pat; do
	run $SCRIPT_KB "round11/$name" "$pat" $BIN test "$R/$name.lua"
done <<'EOT'
testgame_gc_test attempt to index a boolean value \(local 'mt'\)
testgame_finalizer_test attempt to index a boolean value \(local 'mt'\)
test_many_games_test game\{\}: 16 games are kept at once, the most a test file may keep
test_rules_key_test game\{rules\}: option names are strings, not a boolean
test_narrow_test game\{players\}: 4294967298 \(expected 1 to 16\)
EOT
RUN_SECONDS=120 run $SCRIPT_KB "round11/test_forever_test: stops at its budget" \
	"instruction budget exceeded \(2147483648 instructions per call\)" $BIN test "$R/test_forever_test.lua"

# ---- files: recordings that replay and keep their deal ----
unset CARDWRIGHT_PATH
# A game of a variant named by its path is recorded with the absolute
# path, so that it replays from any directory (and so does sim --record).
mkdir -p "$T/cwd/sub"
cp "$R/flag_judge.lua" "$T/cwd/sub/mine.lua"
printf 'draw stock\ndiscard\nquit\n' >"$T/in"
CARDWRIGHT_PATH=$(pwd)/variants run $SCRIPT_KB "play ./sub/mine.lua: played" "to play" $BIN play ./sub/mine.lua --players me,bot --seed 3
rec=$(ls "$XDG_STATE_HOME"/cardwright/games/*flag_judge.replay | head -n 1)
grep -qx "variant $T/cwd/sub/mine.lua" "$rec"
result $? "the recording names the file by its absolute path"
(cd / && CARDWRIGHT_PATH=$OLDPWD/variants $BIN replay "$rec") >"$T/out" 2>&1
grep -q "verified so far" "$T/out"
result $? "it replays from another directory"
CARDWRIGHT_PATH=$(pwd)/variants run $SCRIPT_KB "sim ./sub/mine.lua --record" "" \
	$BIN sim ./sub/mine.lua --games 1 --players 2 --record rec
(cd / && CARDWRIGHT_PATH=$OLDPWD/variants $BIN replay "$T/cwd/rec/game-1.replay") >"$T/out" 2>&1
grep -q "verified, 9 rounds" "$T/out"
result $? "sim --record: the file replays from another directory"
rm -rf "$T/cwd/sub" "$T/cwd/rec"
# save onto a FIFO: refused, the FIFO left as it is
mkfifo "$T/cwd/fifo"
printf 'save fifo\nquit\n' >"$T/in"
run $SCRIPT_KB "save onto a FIFO is refused" "cannot save to fifo: it is not a regular file" $BIN play golf4 --players me,bot --seed 3
[ -p "$T/cwd/fifo" ]
result $? "the FIFO is still a FIFO"
rm -f "$T/cwd/fifo"
# A real-table file with no action yet (G-1's deal by hand): played on,
# saved and rewritten by an undo, it keeps its deck line and no seed
# (ana: 9C 2D / 3C 8D), and the next round is recorded with its deck.
cp "$R/table_start.replay" "$T/cwd/t.replay"
printf 'draw stock\ndiscard\nsave saved.replay\ndraw stock\nundo\ny\nquit\n' >"$T/in"
run $SCRIPT_KB "a real-table file with no action: played on, saved, an undo" "" $BIN play --resume t.replay
for f in t.replay saved.replay; do
	! grep -q '^seed' "$T/cwd/$f" && grep -q '^deck 5H 9C KS 2D' "$T/cwd/$f"
	result $? "$f keeps the deck line and gives no seed"
done
$BIN replay "$T/cwd/t.replay" --reveal >"$T/out" 2>&1
grep -A4 'ana, total 0' "$T/out" | tr -s ' ' | grep -q '9C 2D'
result $? "its deal is still the deck's (ana 9C 2D / 3C 8D)"
rm -f "$T/cwd/t.replay" "$T/cwd/saved.replay"
# a seed in the header and a deck after the round line: refused
cp "$R/seed_and_deck.replay" "$T/cwd/s.replay"
run $FILE_KB "a seed and a round's deck line" "s\.replay:14: a replay gives a seed or deck lines, not both \(the seed is on line 10\)" \
	$BIN replay s.replay
rm -f "$T/cwd/s.replay"
# Bots alone in a match that does not end (Desmoche's hands = 0): the
# table stops them, the file replays.
cp "$R/endless.replay" "$T/cwd/e.replay"
printf 'quit\n' >"$T/in"
run $SCRIPT_KB "bots alone in an endless match stop" "the bots played 50000 actions in a row" $BIN play --resume e.replay
$BIN replay "$T/cwd/e.replay" >"$T/out" 2>&1
grep -q "verified so far" "$T/out"
result $? "what they played replays"
rm -f "$T/cwd/e.replay"
# sim --merge: sums no run can give
for f in merge_win_big merge_win_neg merge_negzero; do
	run $FILE_KB "sim --merge $f" "$f\.json: not a sim --json summary \(seat sums: more than the games can give\)" \
		$BIN sim --merge "$R/merge_s1.json" "$R/$f.json"
done
# paths from the environment are shown escaped
printf 'quit\n' >"$T/in"
esc=$(printf 't\033]52;c;aGk=\007')
mkdir -p "$T/$esc"
keep=$XDG_STATE_HOME
export XDG_STATE_HOME="$T/$esc"
run $SCRIPT_KB "a state directory holding OSC 52: shown escaped" 'recorded in .*t\\x1b\]52' \
	$BIN play golf4 --players me,bot --seed 3
export XDG_STATE_HOME="$keep"
rm -rf "$T/$esc"
# a variant file that is not there is named as a file
run $SCRIPT_KB "play ./none.lua names the missing file" "no file './none.lua' \(a variant named by its path is a \.lua file\)" \
	$BIN play ./none.lua


# ---- who is asked in a private window (DES-P7): two Desmoche deals
# that differ only in cards seat 2 never sees, in one of which seat 3
# is asked to claim a discard (and passes, seen by itself alone): seat
# 2's view is the same ----
for w in a b; do
	$BIN replay "$R/private_pass_$w.replay" --as 2 2>&1 | sed 1d >"$T/as_$w"
done
cat "$T/as_a" >"$T/out"
[ -s "$T/as_a" ] && cmp -s "$T/as_a" "$T/as_b"
result $? "replay --as 2: the same for both deals (no step of another seat's private pass)"
$BIN replay "$R/private_pass_a.replay" --reveal >"$T/out" 2>&1
grep -q 'random3 passed' "$T/out"
result $? "replay --reveal shows that pass"

# ---- a rule given twice; a relative state directory ----
printf 'cardwright-replay 1\nvariant golf4\nrule holes=1\nrule queen=12 holes=2\nseed 3\nplayers a b\n' >"$T/cwd/dup.replay"
printf 'quit\n' >"$T/in"
run $FILE_KB "a replay giving a rule twice is refused" "dup\.replay:4: rule holes is given twice \(line 3 and here\)" \
	$BIN replay dup.replay
rm -f "$T/cwd/dup.replay"
# sim refuses one option given twice, as a replay does; a --compare
# over a --rule is the compared arm's change, and each arm's recording
# gives the option once: its files replay
run $SCRIPT_KB "sim --rule holes=1 --rule holes=2 is refused" \
	"^cardwright: --rule holes=1 and --rule holes=2 set one option twice: give it once$" \
	$BIN sim golf4 --rule holes=1 --rule holes=2 --games 1 --players 2
run $SCRIPT_KB "sim --rule holes=2 --compare holes=3 --record" "" \
	$BIN sim golf4 --rule holes=2 --compare holes=3 --games 1 --players 2 --record rec
# every option is written, each once (the table records a game so)
rules_of() { grep '^rule ' "$1" | tr ' ' '\n' | grep '^holes='; }
[ "$(rules_of "$T/cwd/rec/game-1.replay")" = holes=2 ] && [ "$(rules_of "$T/cwd/rec/game-1-compare.replay")" = holes=3 ]
result $? "each arm's file gives holes once (2; 3 compared)"
$BIN replay "$T/cwd/rec/game-1-compare.replay" >"$T/out" 2>&1
grep -q "verified, 3 rounds" "$T/out"
result $? "the compared arm's file replays (3 holes)"
rm -rf "$T/cwd/rec"
# A relative XDG_STATE_HOME is ignored (the XDG base directory spec):
# the recording goes under HOME, not under the working directory.
keep=$XDG_STATE_HOME
export XDG_STATE_HOME=relative-state
run $SCRIPT_KB "a relative XDG_STATE_HOME: recorded under HOME" "recorded in $HOME/\.local/state/cardwright/games/" \
	$BIN play golf4 --players me,bot --seed 3
export XDG_STATE_HOME="$keep"
[ ! -e "$T/cwd/relative-state" ]
result $? "nothing written under the working directory"
rm -rf "$HOME/.local"

# ---- check: an option of any one word (Desmoche's side_seats) is not
# tried with the words that describe it ("one word", "without spaces") ----
printf 'quit\n' >"$T/in"
run $SCRIPT_KB "check desmoche: 150 games" "random games" $BIN check desmoche --games 1 --players 2 --max-games 150 --out "$T/checkout"
! grep -q 'FINDING.*side_seats' "$T/out"
result $? "check desmoche: no finding about side_seats"

finish
