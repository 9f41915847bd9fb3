#!/bin/sh
# What the twenty-fourth attack round found (docs/robustness.md,
# "Twentieth session"). Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round24
. tests/sh/lib/tap.sh
echo "1..25"

# ---- check: an action that changes nothing and is offered again ----
# House rule 5 (kit_power.lua, found on the variant path) with an apply of
# its own that does nothing: `power peek` on
# a drawn 9 leaves the game as it was and is offered again. check files it
# as endless, at the action's own line and the hook that offered it.
cd "$T" || exit 1
CARDWRIGHT_PATH="$R" $BIN check "$R/idle_power.lua" --defaults --players 2 --games 20 >"$T/out" 2>&1
[ $? != 0 ] && grep -q "^FAULT \[endless\] .*'power peek [0-9.]*' by seat [12] changes nothing and is offered again" "$T/out" &&
	grep -q "^  cause: action 'power peek' (.*idle_power.lua:6), offered by legal.place" "$T/out"
result $? "check: a power whose apply does nothing is an endless fault, at its apply's line"
# the same rule with the kit's step (the reference's way): no fault
$BIN check "$R/kit_power.lua" --defaults --players 2 --games 20 >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "check: the power with apply = cw.kit.power_peek has no fault"
# an action that changes nothing but tells the table (a Cabo miss named
# one by one with no stock for its penalty, CABO-M7) is the rules' own
CARDWRIGHT_PATH="$R" $BIN check "$R/told_power.lua" --defaults --players 2 --games 20 >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "check: an action that only tells the table is no fault"
cd - >/dev/null || exit 1

# ---- the meld kit's legal steps with no seat to act ----
# cw.meld.legal_play and legal_start called from setup (no seat to act yet)
# read the hand of seat 0, a zone before the first (SEGV): one line instead
for f in legal_play_setup legal_start_setup; do
	$BIN sim "$R/$f.lua" --games 1 --players 3 >"$T/out" 2>&1
	rc=$?
	[ $rc = 1 ] && grep -q "^cardwright: .*$f.lua:[0-9]*: cw.meld.legal_[a-z]*: no seat is to act" "$T/out"
	result $? "$f: a clear error naming the line, exit 1 (got $rc)"
done

# ---- what a bot or a hint runs does not change the game's own numbers ----
# tsnum's layout_score reads the numbers tostring gives a fresh table and
# function ("counted from 1 in each game"): the bot's looks and a hint ran
# the hook on clones and moved the game's own count, so a typed hint
# changed the scores and the recording did not replay.
rm -rf "$XDG_STATE_HOME/cardwright/games"
printf 'knock\nquit\n' | $BIN play "$R/tsnum.lua" --players me,bot --seed 1 --rule holes=1 >/dev/null 2>&1
a=$(grep -h '^result' "$XDG_STATE_HOME"/cardwright/games/*tsnum* 2>/dev/null)
rm -rf "$XDG_STATE_HOME/cardwright/games"
printf 'hint\nknock\nquit\n' | $BIN play "$R/tsnum.lua" --players me,bot --seed 1 --rule holes=1 >/dev/null 2>&1
f=$(ls "$XDG_STATE_HOME"/cardwright/games/*tsnum* 2>/dev/null | head -1)
b=$(grep -h '^result' "$f" 2>/dev/null)
[ -n "$a" ] && [ "$a" = "$b" ]
result $? "tsnum: a typed hint leaves the scores as they were ('$a', '$b')"
$BIN replay "$f" >"$T/out" 2>&1
result $? "tsnum: the recording of a game with a hint and a bot replays"

# tsnum_refused: an action refused by its accepts, or whose apply fails
# and is rolled back, leaves the numbers as they were; and a legal list's
# numbers do not last (a list is worked out again after a refusal)
P='draw\ndiscard\n'
res=""
for first in "" "bad 2\n" "bad 1\n"; do
	rm -rf "$XDG_STATE_HOME/cardwright/games"
	printf "${first}$P$P$P$P$P$P$P$P$P${P}quit\n" | $BIN play "$R/tsnum_refused.lua" --players me,bot --seed 3 >/dev/null 2>&1
	f=$(ls "$XDG_STATE_HOME"/cardwright/games/*tsnum_refused* 2>/dev/null | head -1)
	res="$res$(grep -h '^result' "$f" | head -1);"
	$BIN replay "$f" >"$T/out" 2>&1 || res="$res replay failed;"
done
# the scores are the numbers score's own tables get: the first two the
# game numbers that last, 1 and 2, whatever was refused
[ "$res" = "result me=1 bot2=2;result me=1 bot2=2;result me=1 bot2=2;" ]
result $? "tsnum_refused: a refused or failed action moves no number, the recordings replay ($res)"

# ---- sim's sums saturate ----
# pay_max pays 2^31-1 chips twice a game: a net of 2^32-2, whose square
# (about 1.8e19) is past 2^63-1; the sum of squares wrapped (UBSan). It
# saturates at 2^63-1.
$BIN sim "$R/pay_max.lua" --games 3 --players 2 --json >"$T/out" 2>&1 &&
	[ "$(grep -o '"chips_sq":[-0-9]*' "$T/out" | sort -u)" = '"chips_sq":9223372036854775807' ]
result $? "sim: a sum of squares past 2^63-1 saturates (no wrap, no undefined behaviour)"

# ---- text a script writes ----
# a newline in a title: `rules` printed it as it was, so a script could
# write a line of its own (a made-up variant) under the title
$BIN rules "$R/spoof_title.lua" >"$T/out" 2>&1 &&
	[ "$(head -1 "$T/out")" = 'spoof_title: 4-card Golf\x0a  golf4-official      4-card Golf (the real one)' ] &&
	[ "$(sed -n 2p "$T/out")" = 'players: 2 to 8' ]
result $? "rules: a newline in a title is escaped, the title stays one line"
# names_refused MESSAGE CODEPOINT...: `play` refuses 'ana' beside 'ana'
# and each character, with MESSAGE
names_refused() {
	msg=$1
	shift
	for cp in "$@"; do
		c=$(perl -CO -e "print chr(0x$cp)")
		printf 'quit\n' | $BIN play golf4 --players "ana,ana$c" --seed 3 >"$T/out" 2>&1
		grep -q "$msg" "$T/out" || return 1
	done
}
# invisible format characters in a name: refused as U+200B is
names_refused "a name is printable text, without control or invisible characters" 206a 1d173 1bca0 13430 110bd
result $? "play: a name with an invisible format character (U+206A, U+1D173, U+1BCA0, U+13430, U+110BD) is refused"

# ---- an error raised with no place of its own gets the line it was raised at,
# unless the script asked for none (level 0: a family base names the
# house rule's field in its own words) ----
want() {	# mode line message
	$BIN sim "$R/error_level.lua" --games 1 --players 2 --rule mode=$1 >"$T/out" 2>&1
	[ $? = 1 ] && grep -qxF "cardwright: $R/error_level.lua:$2: $3 (in setup of error_level)" "$T/out"
}
$BIN sim "$R/error_level.lua" --games 1 --players 2 --rule mode=1 >"$T/out" 2>&1
[ $? = 1 ] && grep -qxF "cardwright: level 0 (in setup of error_level)" "$T/out"
result $? "error(msg, 0) asks for no place: none is added (the hook is named)"
want 2 10 "level 2"
result $? "error(msg, 2) in a hook (its caller is the host): the line it was raised at (10)"
want 3 11 "12.5"
result $? "error(12.5): the line it was raised at (11)"
want 5 12 "C stack overflow"
result $? "an error in the error handlers: the line (12)"
# the DSL's own checks keep their place: the key's line in the script
$BIN rules tests/hostile/round22/house_typo_field.lua >"$T/out" 2>&1
grep -q "house_typo_field.lua:4: variant 'house_typo_field': unknown field 'layuot'" "$T/out" && ! grep -q 'dsl.lua' "$T/out"
result $? "a declaration's error keeps the script's line, not the DSL's"

# ---- Golf's target (G-9) names its bound ----
# the kit takes a target up to 1,000,000,000; the option said "an integer
# from 1" and a larger one was refused by the kit ("kit.target: expected
# a total"), in a replay at the players line
$BIN rules golf4 >"$T/out" 2>&1 && grep -q '^  target .*choices: off, or an integer from 1 to 1000000000$' "$T/out"
result $? "rules golf4: target's bound is listed (1 to 1000000000)"
$BIN replay "$R/target_over.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "target_over.replay:9: option target=1000000001: expected one of off, or an integer from 1 to 1000000000" "$T/out"
result $? "a recording's target=1000000001 is refused at its rule line (9), the bound named"

# ---- a game's whole log is bounded ----
# evflood logs 200,000 flips in each round's setup (under the round's
# bound of 262,144), and play, replay and check keep a match's log: 150
# rounds took a gigabyte. A game's log holds at most 4,194,304 events:
# 20 rounds' setups hold 20 x 200,00x of them, the 21st's would pass it,
# so the action that ends round 20 fails and the game stops there.
rm -rf "$XDG_STATE_HOME/cardwright/games"
$BIN play "$R/evflood.lua" --players bot,bot </dev/null >"$T/out" 2>&1
grep -q "evflood.lua:10: the game's log holds 4194304 events, the most a game may: this game cannot go on" "$T/out"
result $? "play: a game whose log passes 4,194,304 events stops with one line naming the bound"
f=$(ls "$XDG_STATE_HOME"/cardwright/games/*evflood* 2>/dev/null | head -1)
$BIN replay "$f" >"$T/out" 2>&1 && grep -q "verified so far: game in progress after round 19 (round 20 not finished)" "$T/out"
result $? "its recording replays up to round 20"

# ---- a pass left out where the next record would be read as the answer ----
# ipass's window offers `go` (a grab) and `pass`; b passes, then goes on
# in its own turn with `go`. The recording left the pass out (PW-16) and
# the reader took b's `go` for the window's answer: the file did not
# replay. The pass is written where the passer's next record is a verb
# its window offered; elsewhere it is left out as before.
rm -rf "$XDG_STATE_HOME/cardwright/games"
printf 'go\npass\ngo\npass\ngo\npass\ngo\npass\ngo\npass\ngo\n' |
	$BIN play "$R/ipass.lua" --players a,b --seed 1 >/dev/null 2>&1
f=$(ls "$XDG_STATE_HOME"/cardwright/games/*ipass* 2>/dev/null | head -1)
[ "$(grep -c '^[12] pass$' "$f")" = 5 ] && [ "$(sed -n '/^round 1/,/^result/p' "$f" | sed -n 2,4p | tr '\n' ' ')" = '1 go 2 pass 2 go ' ]
result $? "ipass: the five passes are written, each before its seat's next go"
$BIN replay "$f" >"$T/out" 2>&1
result $? "ipass: the recording replays"
# the windows of the listed variants (Cactus's snaps, Desmoche's claims)
# still record and replay: games of bots, each file replayed
ok=0
for v in cactus desmoche cabo; do
	rm -rf "$T/rec"
	$BIN sim $v --games 3 --players 3 --seed 7 --record "$T/rec" >"$T/out" 2>&1 || ok=1
	for f in "$T"/rec/*.replay; do $BIN replay "$f" >"$T/out" 2>&1 || ok=1; done
done
[ $ok = 0 ]
result $? "cactus, desmoche, cabo: games of bots record and replay"

# ---- names that look like another ----
names_refused "a name holds no blank, joining, private-use or noncharacter code point that would make it look like another" 200d 200c a0 3000 2800
result $? "play: 'ana' beside 'ana' and a joiner, a no-break or ideographic space or a blank Braille pattern is refused"
# a joiner inside a word of a script that needs it stays: Devanagari kssa
c=$(perl -CO -e 'print "\x{915}\x{94d}\x{200d}\x{937}"')
printf 'quit\n' | $BIN play golf4 --players "ana,$c" --seed 3 >"$T/out" 2>&1 && grep -q "^new game of golf4 for 2: ana, $c;" "$T/out"
result $? "play: a joiner between two Devanagari letters is kept"
