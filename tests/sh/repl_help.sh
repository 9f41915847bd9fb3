#!/bin/sh
# Help where you stand, and a command line like the shells people know:
# did you mean for actions, commands and variants (only what is legal now);
# help WORD from the variant's declared action docs; legal groups a verb
# with many choices; every command takes --help; --rule=K=V is --rule K=V;
# a player kind mistyped gets a note; errors carry one prefix.
BIN=./cardwright
. tests/sh/lib/tap.sh
echo "1..18"
export XDG_STATE_HOME="$T/state" HOME="$T"
session() {	# INPUT ARGS...: the REPL fed INPUT, output in $T/out
	input=$1
	shift
	printf "$input" | $BIN play "$@" >"$T/out" 2>&1
}

session 'darw stock\n' golf4 --seed 7 --players me,bot
grep -qx "unknown action 'darw stock'; did you mean 'draw stock'?" "$T/out" &&
	grep -x 'legal: draw stock, draw discard, knock' "$T/out" >/dev/null
result $? "'darw stock': did you mean 'draw stock', then only what is legal now (G-4)"

session 'help pass\nhelp peek\nhelp lgeal\n' cabo --seed 2 --players me,bot
grep -q '^pass  *decline: ' "$T/out" && grep -q '^power peek  *use the drawn power card: look at one card' "$T/out" &&
	grep -qx "('peek' is read as 'power peek')" "$T/out"
result $? "help pass and help peek explain the action words from the variant's docs (PW-13)"
grep -q "^no command or action word 'lgeal' (did you mean 'legal'?)" "$T/out"
result $? "help lgeal: did you mean 'legal'"

# Cabo, three seats, seed 2 (the person's random moves): my slot 2 went in
# a match, so 3 + 4 + 4 = 11 cards are on the table when I draw QD, and a
# queen swaps any two of them (CABO-P3, swap_same_layout = yes): 11 x 10 =
# 110 ordered pairs.
timeout 60 perl tests/sh/lib/person.pl 2 40 $BIN play cabo --seed 2 --players me,bot,bot >"$T/out" 2>&1
grep -q ', power swap SEAT.SLOT SEAT.SLOT: 110 choices, e.g. power swap 1 3,' "$T/out"
result $? "legal groups the 110 power swap pairs in one entry with an example"

$BIN play golf5 >"$T/out" 2>&1
[ $? -eq 2 ] && grep -qx "cardwright: unknown variant 'golf5'; did you mean 'golf4'? ('cardwright variants' lists them)" "$T/out"
result $? "play golf5: did you mean golf4, exit 2"
$BIN rules cbao >"$T/out" 2>&1
grep -q "^cardwright: unknown variant 'cbao'; did you mean 'cabo'?" "$T/out"
result $? "rules cbao: did you mean cabo"

# A suggestion is a name 'new' takes: the file's name, whatever the variant
# calls itself, and never a family base (power.lua returns no variant).
mkdir -p "$T/path"
printf 'return require("golf4"):extend{ name = "other", title = "t" }\n' >"$T/path/mine.lua"
CARDWRIGHT_PATH="$T/path:variants" $BIN play mien >"$T/out" 2>&1
grep -q "^cardwright: unknown variant 'mien'; did you mean 'mine'?" "$T/out"
result $? "play mien: did you mean the file 'mine', not the name it declares"
CARDWRIGHT_PATH="$T/path:variants" $BIN variants >"$T/out" 2>&1
grep -q "^mine  *t$" "$T/out" && ! grep -q "^other" "$T/out"
result $? "variants lists mine.lua as 'mine', the name play takes"
$BIN play powr >"$T/out" 2>&1
grep -qx "cardwright: unknown variant 'powr' (see 'cardwright variants')" "$T/out"
result $? "play powr: the family base power is not offered"

for c in play replay sim score check rules; do
	$BIN $c --help >"$T/$c.help" 2>&1 && head -n 2 "$T/$c.help" | grep -q "^  $c " || echo "$c" >>"$T/out.nohelp"
done
cp "$T/out.nohelp" "$T/out" 2>/dev/null || : >"$T/out"
[ ! -s "$T/out" ]
result $? "every command takes --help and prints its own usage lines"

session 'rules\n' golf4 --rule=queen=20 --seed 1
grep -q 'queen=20' "$T/out"
result $? "--rule=queen=20 is read as --rule queen=20"
$BIN score golf4 --rule=queen=20 'QS 2H / 3D 4C' >"$T/out" 2>&1
[ "$(cat "$T/out")" = 29 ]
result $? "score --rule=queen=20: Q 20 + 2 + 3 + 4 = 29 (G4-4)"

session '' golf4 --seed 1 --players ana,bto
grep -qx "cardwright: note: 'bto' plays as a person of that name; did you mean 'bot' (a bot)?" "$T/out"
result $? "--players ana,bto: a note names the bot kind it is near"
session '' golf4 --seed 1 --players ana,BOT2
grep -qx "cardwright: note: 'BOT2' plays as a person of that name; did you mean 'bot' (a bot)?" "$T/out" &&
	grep -q '^new game of golf4 for 2: ana, BOT2; seed 1$' "$T/out"
result $? "--players ana,BOT2: a bot's word in capitals is a person, with a note"
session '' golf4 --seed 1 --players Botond,bot
! grep -q "note: 'Botond'" "$T/out" && grep -q '^new game of golf4 for 2: Botond, bot2 (bot)' "$T/out"
result $? "--players Botond,bot: a name that only begins with a bot's word gets no note"

session '' golf4 --seed 1 --players 2
grep -q '^new game of golf4 for 2: seat1, bot2 (bot)' "$T/out" && grep -q '^  seat1 (you), ' "$T/out" && ! grep -q 'you deals\|you to play' "$T/out"
result $? "--players 2: the person is called by their seat, seat1; the table marks the viewer (you)"

$BIN play golf4 --frob >"$T/out" 2>&1
[ $? -eq 2 ] && [ "$(wc -l <"$T/out")" -eq 1 ] && grep -q '^cardwright: play: unexpected' "$T/out"
result $? "a bad option: one line with the cardwright: prefix, exit 2"
# The caller's penalty explained at the round's end: golf4 seed 7, me knocks
# at once with 2D 10S / JS 5C = 27 (G4-4) against the bot's 21, so with
# knock_penalty=plus10 the knocker, not lowest, adds 10 (golf.md, G4 options).
session 'knock\n' golf4 --seed 7 --players me,bot --rule holes=1 --rule knock_penalty=plus10
grep -qx '  me (you), knocked: round score 37 (layout 27 = 2 + 10 + 10 + 5, +10 for the call), total 37' "$T/out"
result $? "knock_penalty=plus10: the knocker's 37 is told as layout 27, +10 for the call"
exit $fails
