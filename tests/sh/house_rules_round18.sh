#!/bin/sh
# House rules written from the docs alone (the eighteenth round): what a
# house rule's hooks answer is held to the same limits at the table, in
# sim and in check as in `cardwright score`.
BIN=./cardwright
. tests/sh/lib/tap.sh
export HOME="$T" XDG_STATE_HOME="$T/state" XDG_CONFIG_HOME="$T/config"

# A layout score outside 32 bits: `score` refused it, while sim, play and
# check read it cut to 32 bits (every seat 0, or a total wrapped round).
cat >"$T/huge.lua" <<'LUA'
local golf4 = require "golf4"
return golf4:extend { name = "huge", layout_score = function(g, seat) return golf4.layout_score(g, seat) * (1 << 40) end }
LUA
$BIN score "$T/huge.lua" 'AS 2S / 3S 4S' >"$T/out" 2>&1
grep -q 'layout_score returned 10995116277760, expected a 32-bit integer' "$T/out"
result $? "score: AS 2S / 3S 4S is 10 (G4-5), times 2^40 is refused as more than 32 bits"
$BIN sim "$T/huge.lua" --games 3 --players 2 >"$T/out" 2>&1
[ $? -ne 0 ] && grep -q 'layout_score returned [0-9]*, expected a 32-bit integer' "$T/out"
result $? "sim: the same layout score is refused, not read as 0"
printf 'knock\nquit\n' | $BIN play "$T/huge.lua" --players me,bot --seed 3 --rule holes=1 >"$T/out" 2>&1
grep -q 'expected a 32-bit integer' "$T/out" && ! grep -q 'round score 0' "$T/out"
result $? "play: the round's scoring says so too, and no round score of 0 is shown"

# A hook's answer of the wrong type is refused in one line naming the hook
# and what it should answer (docs/reference.md), not read as Lua's truth:
# a match_over answering "no" ended every match after one round.
hook() {	# name field body
	printf 'local golf4 = require "golf4"\nreturn golf4:extend { name = "%s", %s = %s }\n' "$1" "$2" "$3" >"$T/$1.lua"
	$BIN sim "$T/$1.lua" --games 2 --players 2 >"$T/out" 2>&1
}
hook mo match_over 'function(g) return "no" end'
[ $? -ne 0 ] && grep -q '^cardwright: game with seed [0-9]*, round 1: .*/mo.lua:2: mo: match_over returned string, expected true or false$' "$T/out"
result $? 'match_over answering "no" is refused, not taken as true'
hook co check_options 'function(opt, n) return {} end'
[ $? -ne 0 ] && grep -q '^cardwright: co: check_options returned table, expected nil or a string (the reason)$' "$T/out"
result $? "check_options answering a table is refused, not taken as no objection"
hook ma max_actions 'function(opt, n) return "lots" end'
[ $? -ne 0 ] && grep -q '^cardwright: ma: max_actions returned string, expected a count of actions above 0' "$T/out"
result $? 'max_actions answering "lots" is refused'
hook mn match_over 'function(g) return nil end'
grep -q 'the match has not ended after 50000 actions' "$T/out" && ! grep -q 'match_over returned' "$T/out"
result $? "match_over answering nil is false: the match plays on, round after round, to sim's bound"

# A house rule's own check_options adds to its base's: two options whose
# patches set the same kit field are still refused with both names.
cat >"$T/two.lua" <<'LUA'
return require("golf4"):extend {
  name = "two",
  options = {
    knock_from = { default = 3, int = true, min = 1, max = 20, doc = "first turn a knock is allowed",
                   patch = function(v, kit) kit.call_from_turn = v end },
    late_knock = { default = 4, int = true, min = 1, max = 20, doc = "another house rule on the same field",
                   patch = function(v, kit) kit.call_from_turn = v end },
  },
  check_options = function(opt, n) if opt.knock_from > 10 then return "knock_from is at most 10" end end,
}
LUA
$BIN sim "$T/two.lua" --games 1 --players 2 >"$T/out" 2>&1
grep -q "^cardwright: two: options 'knock_from' and 'late_knock' both set the turn's call_from_turn$" "$T/out"
result $? "a house rule's own check_options keeps the base's refusal of two patches on one field"
$BIN sim "$T/two.lua" --games 1 --players 2 --rule knock_from=11 >"$T/out" 2>&1
grep -q '^cardwright: two: knock_from is at most 10$' "$T/out"
result $? "and its own refusal comes first"

# A layout given as a function of the options and seats (reference:
# variant.layout): the Golf family indexed it as a table and failed.
# Two seats: 2 x 2, AS 2S / 3S 4S = 10 (G4-5); five seats: 2 x 3.
cat >"$T/grow.lua" <<'LUA'
return require("golf4"):extend {
  name = "grow",
  layout = function(opt, nseats) if nseats > 4 then return { rows = 2, cols = 3 } end return { rows = 2, cols = 2 } end,
}
LUA
[ "$($BIN score "$T/grow.lua" 'AS 2S / 3S 4S' 2>&1)" = 10 ]
result $? "a layout function: score AS 2S / 3S 4S = 10"
printf 'quit\n' | $BIN play "$T/grow.lua" --players me,b,c,d,e --seed 3 >"$T/out" 2>&1
grep -q '^    1      2      3 *$' "$T/out" && ! grep -q 'attempt to index' "$T/out"
result $? "a layout function: five seats play on 2 x 3 (slots 1 to 3 in the far row)"

# save FILE never loses a file of somebody's: a replay is saved again over
# itself, any other file is left as it was.
echo precious >"$T/notes.txt"
printf 'draw stock\nsave %s\nsave %s\ndiscard\nsave %s\nquit\n' "$T/notes.txt" "$T/g.replay" "$T/g.replay" |
	$BIN play golf4 --players me,bot --seed 3 >"$T/out" 2>&1
grep -q "^cannot save to $T/notes.txt: it exists and is not a replay file; nothing was written (save to another name); the game goes on\$" "$T/out" &&
	[ "$(cat "$T/notes.txt")" = precious ] && [ "$(grep -c "^saved to $T/g.replay\$" "$T/out")" = 2 ] && $BIN replay "$T/g.replay" >/dev/null 2>&1
result $? "save onto a text file is refused, the file kept; saving a replay again replaces it"

# G6-4: a 6-card Golf round ends when a layout is all face up; its player
# went out (golf6 has no knock), and the round's end says so.
$BIN sim golf6 --players 2 --games 1 --seed 3 --record "$T/rec6" >/dev/null 2>&1
$BIN replay --reveal "$T/rec6/game-1.replay" >"$T/out" 2>&1
grep -q '^  [a-z0-9]*, went out: round score' "$T/out" && ! grep -q ', knocked' "$T/out"
result $? "G6-4: the round's end says who went out, never 'knocked'"

# PAB-M3: a failed replace adds the drawn card in slot 5, known to the
# drawer alone; every seat is told where it went, the drawer its face.
# ana deals (ana, ben), one card at a time from ben: ben 9C 4D 9H KS, ana
# AD 2D 3D 4H; 5C starts the pile; ben draws 6C and discards it, ana draws
# 2S and names AD and 2D, which are not one rank.
deck="9C AD 4D 2D 9H 3D KS 4H 5C 6C 2S"
for su in C D H S; do for r in A 2 3 4 5 6 7 8 9 10 J Q K; do
	case " $deck " in *" $r$su "*) ;; *) deck="$deck $r$su" ;; esac
done; done
printf 'cardwright-replay 1\nvariant pablo\nplayers ana ben\nround 1\ndeck %s X X\n' "$deck" >"$T/pm3.replay"
printf 'draw stock\ndiscard\npass\ndraw stock\nreplace 1 2\npass\ndraw stock\n' |
	$BIN play --resume "$T/pm3.replay" >"$T/out" 2>&1
grep -q '^you put the card drawn in your slot 5: 2S$' "$T/out" && grep -q '^ana put the card drawn in their slot 5$' "$T/out"
result $? "PAB-M3: the drawer is told 2S went to its slot 5, the other seat only where"

# `cardwright variants` names a file that does not load with its error: a
# file that forgets its `return` too (a library, returning a table of its
# functions, is not listed).
mkdir -p "$T/vp"
printf 'local v = require("golf4"):extend { name = "noreturn" }\n' >"$T/vp/noreturn.lua"
printf 'return { helper = function() return 1 end }\n' >"$T/vp/mylib.lua"
CARDWRIGHT_PATH="$T/vp" $BIN variants >"$T/out" 2>&1
grep -q "^noreturn *(does not load: 'noreturn' did not return a variant" "$T/out" && ! grep -q '^mylib' "$T/out"
result $? "variants: a file without its return is listed with the error; a library is not listed"

# An option misspelt in a house rule's options table is a new option
# without its doc: the base's nearest option is named.
printf 'return require("golf4"):extend { name = "typo", options = { quen = { default = 20 } } }\n' >"$T/typo.lua"
$BIN sim "$T/typo.lua" --games 1 >"$T/out" 2>&1
grep -q "option 'quen': needs a one-line doc (did you mean 'queen'?)" "$T/out"
result $? "an option typed quen: did you mean 'queen'?"

# An option's number is an integer (a rule line writes it, --rule reads
# it); a default out of an integer option's range says the range.
printf 'return require("golf4"):extend { name = "fl", options = { bonus = { default = 2.5, doc = "d" } } }\n' >"$T/fl.lua"
$BIN sim "$T/fl.lua" --games 1 >"$T/out" 2>&1
[ $? -ne 0 ] && grep -q "option 'bonus': default 2.5: a number is an integer" "$T/out"
result $? "an option's default of 2.5 is refused: a number is an integer"
printf 'return require("golf4"):extend { name = "rg", options = { bonus = { default = 50, int = true, min = -10, max = 0, doc = "d" } } }\n' >"$T/rg.lua"
$BIN sim "$T/rg.lua" --games 1 >"$T/out" 2>&1
[ $? -ne 0 ] && grep -q "option 'bonus': default 50 is outside its range, -10 to 0" "$T/out"
result $? "a default outside an integer option's range names the range"

# `NAME = false` leaves a base's option out; a misspelt NAME is no option
# of the base, named so, with the one it may mean.
printf 'return require("golf4"):extend { name = "th", options = { paid_lok = false } }\n' >"$T/th.lua"
$BIN sim "$T/th.lua" --games 1 >"$T/out" 2>&1
[ $? -ne 0 ] && grep -q "option 'paid_lok' = false: the base has no such option to leave out (did you mean 'paid_look'?)" "$T/out"
result $? "paid_lok = false: no such option of the base, did you mean 'paid_look'?"

# check on a house rule whose defaults its base refuses (two patches on
# one kit field): the fault is reported as a FAULT line on standard output,
# after the listing, exit 1 (it was a bare error on standard error).
$BIN check "$T/two.lua" --games 1 --players 2 >"$T/out" 2>"$T/err"
rc=$?
[ $rc = 1 ] && [ ! -s "$T/err" ] &&
	tail -n 2 "$T/out" | head -n 1 | grep -q "^FAULT \[load\] the defaults are refused: two: options 'knock_from' and 'late_knock' both set the turn's call_from_turn$"
result $? "check: refused defaults are a FAULT line on standard output, exit 1"

# check names the hook that fails: a legal hook that offers an undeclared
# verb on a seat's second turn fails after the action that led there, and
# the fault says so (it blamed the action, as if it were offered and failed).
cat >"$T/knok.lua" <<'LUA'
local golf4 = require "golf4"
return golf4:extend {
  name = "knok",
  legal = { draw = function(g, seat)
    g:offer("draw stock")
    if g:turns(seat) >= 2 then g:offer("knok") end
  end },
}
LUA
$BIN check "$T/knok.lua" --defaults --players 2 --games 1 --out "$T/ck" >"$T/out" 2>&1
grep -q "^FAULT \[illegal\] .*knok.lua, 2 players, seed [0-9]*: after '[a-z 0-9]*' by seat [12], the next position's legal actions fail: .*knok.lua:6: unknown action 'knok' (did you mean 'knock'?) (in legal.draw of knok)$" "$T/out"
result $? "check: a failing legal hook is named as the next position's, not the action's"

# option.changed_by names the action that changes the option in a game:
# one any seat may take, of one argument. Another is refused at load.
cat >"$T/badby.lua" <<'LUA'
return require("golf4"):extend { name = "badby", title = "t", summary = "s",
  options = { queen = { changed_by = "knock" } } }
LUA
$BIN play "$T/badby.lua" --players a,bot </dev/null >"$T/out" 2>&1
[ $? = 2 ] && grep -qx "cardwright: .*badby.lua:2: variant 'badby' option 'queen': 'changed_by' must name an action with any_seat = true and one argument, a number (n) or a word (w): the value; not 'knock' (in loading '.*badby.lua')" "$T/out"
result $? "changed_by naming an action of the actor (knock) is refused in one line"

# A changed_by action's number is 0 to 255 (NOTATION `n`): an option whose
# range passes it could hold values the table cannot type.
cat >"$T/bigby.lua" <<'LUA'
return require("desmoche"):extend { name = "bigby", title = "t", summary = "s",
  options = { bet = { max = 1000 } } }
LUA
$BIN play "$T/bigby.lua" --players a,bot </dev/null >"$T/out" 2>&1
[ $? = 2 ] && grep -q "option 'bet': 'changed_by' action 'stake' takes a number from 0 to 255" "$T/out"
result $? "changed_by to a number action with an option range past 255 is refused at load"

# deck and layout (docs/reference.md variant.deck, variant.layout): a table
# of their fields, or a function returning one; anything else, a field
# that is no integer, or an unknown field is one line naming it.
shape() {	# want body name
	printf 'return require("golf4"):extend { name = "bd", title = "t", summary = "s", %s }\n' "$2" >"$T/bd.lua"
	$BIN sim "$T/bd.lua" --games 2 --players 2 >"$T/out" 2>&1
	[ $? != 0 ] && [ "$(cat "$T/out")" = "$1" ]
	result $? "$3"
}
shape "cardwright: bd: deck returned a value that is not a table: expected a table {decks = ..., ...}, not a string" \
	'deck = function(opt, n) return "two" end' "a deck function returning a string is refused, not read as one deck"
shape "cardwright: bd: deck: unknown field 'jokerz' (expected decks, jokers)" 'deck = { jokerz = 5 }' \
	"a misspelt deck field is refused"
shape "cardwright: bd: deck.decks: expected an integer" 'deck = function() return { decks = "x" } end' \
	"a deck count that is not an integer is refused"
shape "cardwright: bd: layout: expected {rows = R, cols = C}, integers, 1 to 64 slots in all; got a string (in check_options of bd)" \
	'layout = function() return "2x2" end' "a Golf layout function returning a string is named as the house rule's layout"
shape "cardwright: $T/bd.lua:1: variant 'bd': layout: expected {rows = R, cols = C}, integers, 1 to 64 slots in all (or both 0: no layout); got rows = 0, cols = 2 (in loading '$T/bd.lua')" \
	'layout = { rows = 0, cols = 2 }' "a Golf layout of no slot is named as the house rule's layout"

# A hook's answer that is not an integer is named by its figure, so the
# author sees what the hook computed (20.0 from a division, nan, 0.5).
shape "cardwright: $T/bd.lua:1: bd: card_value of AC returned 20.0, expected an integer" \
	'card_value = function(g, f) return 40 / 2 end' "card_value answering 40 / 2 is named as 20.0"
printf 'return require("golf4"):extend { name = "bd", title = "t", summary = "s", card_value = function(g, f) return 0/0 end }\n' >"$T/bd.lua"
$BIN score "$T/bd.lua" 'AS 2S / 3S 4S' >"$T/out" 2>&1
[ $? != 0 ] && grep -qx "cardwright: $T/bd.lua:1: bd: card_value of AC returned nan, expected an integer" "$T/out"
result $? "card_value answering 0/0 is named as nan"

# An option a preset does not offer (conquien's color_bonus, DES-B5) is
# named with the variant that keeps it, not as a value out of range.
$BIN sim conquien --rule color_bonus=colour >"$T/out" 2>&1
[ $? = 2 ] && grep -qx "cardwright: option color_bonus=colour: conquien does not offer color_bonus; it stays suit" "$T/out"
result $? "an option the preset hides names the preset"

# A hook that fails in sim names the game's seed and round, and --record
# keeps the game up to the failing action, whose line fails the same way.
cat >"$T/r2.lua" <<'LUA'
return require("golf4"):extend { name = "r2", title = "t", summary = "s",
  layout_score = function(g, seat)
    if g:round() == 2 then return nosuchvar + 1 end
    return require("golf4").layout_score(g, seat)
  end }
LUA
$BIN sim "$T/r2.lua" --games 3 --players 2 --record "$T/recx" >/dev/null 2>"$T/out"
grep -qx "cardwright: game with seed [0-9]*, round 2: .*r2.lua:3: undefined global 'nosuchvar' (in layout_score of r2); recorded up to it in $T/recx/game-1.replay" "$T/out"
result $? "sim: a hook's error in round 2 names the game's seed and round, and where the game is recorded"
$BIN replay "$T/recx/game-1.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q "r2.lua:3: undefined global 'nosuchvar' (in layout_score of r2)" "$T/out"
result $? "... and replaying that recording fails on the same error"
echo "1..$n"
[ "$fails" -eq 0 ]
