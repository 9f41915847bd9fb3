#!/bin/sh
# Round 45: what testers who had not seen the code found, and what the
# rounds before it left. Each case failed before its fix. Run from the top
# of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
D=$(pwd)/tests/hostile/round45
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1

# ---- option.needs (44b, left then): golf4's pot_cap caps what a beaten
# knocker pays into the pot (G4 options: pot), so without a pot it does
# nothing. Set alone it is refused before the deal, in one line.
$BIN sim golf4 --rule pot_cap=5 --games 2 >"$T/out" 2>&1
[ $? = 2 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qx "cardwright: option pot_cap=5 needs option pot, which is off: give pot=VALUE too (see 'cardwright rules')" "$T/out"
result $? "G4 options: pot_cap without pot is refused before the deal, one line"
$BIN sim golf4 --rule pot_cap=5 --rule pot=2 --games 2 --players 2 >"$T/out" 2>&1
result $? "G4 options: pot_cap with pot plays"
$BIN rules golf4 >"$T/out" 2>&1 && grep -A1 '^  pot_cap ' "$T/out" | tail -n 1 | grep -q '(needs pot)$'
result $? "rules: pot_cap's doc says it needs pot"
# check tries pot_cap with a pot, so it reports no finding for it
$BIN check golf4 --games 1 --players 2 >"$T/out" 2>&1
[ $? = 0 ] && ! grep -q 'FINDING' "$T/out" && grep -q ', 0 faults$' "$T/out"
result $? "check: pot_cap is tried with a pot, no finding"
# a preset that leaves the pot out leaves pot_cap out too
printf 'return require("golf4"):extend { name = "nopot", options = { pot = false } }\n' >nopot.lua
$BIN rules ./nopot.lua >"$T/out" 2>&1 && ! grep -q 'pot_cap' "$T/out"
result $? "option.needs: a preset without pot does not offer pot_cap"
# `needs` must name another option of the variant, one that may be off
printf 'return require("golf4"):extend { name = "bad", options = { queen = { needs = "pott" } } }\n' >bad.lua
$BIN rules ./bad.lua >"$T/out" 2>&1
[ $? = 1 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q "option 'queen'.*'needs' must name another of its options, not 'pott'" "$T/out"
result $? "option.needs: a name of no option is refused at load, one line"
printf 'return require("golf4"):extend { name = "bad2", options = { pot = { needs = "memory" } } }\n' >bad2.lua
$BIN rules ./bad2.lua >"$T/out" 2>&1
[ $? = 1 ] && grep -q "'needs' names option 'memory', which cannot be off" "$T/out"
result $? "option.needs: an option that cannot be off is refused at load"

# ---- A preset that leaves out expose_each_turn and face_up_replacements
# (44b, left then): `rules` named them still in the docs of discard and
# swap. An option's effect on an action is said in the option's own doc.
printf 'return require("golf4"):extend { name = "noexp", options = { expose_each_turn = false, face_up_replacements = false } }\n' >noexp.lua
$BIN rules ./noexp.lua --ids >"$T/out" 2>&1 && ! grep -q 'expose_each_turn\|face_up_replacements\|^  flip ' "$T/out" &&
	grep -q '^  discard  *discard the card drawn from the stock (G-5)$' "$T/out"
result $? "rules: a preset without expose_each_turn names it nowhere, not in discard's or swap's doc"
$BIN rules golf4 >"$T/out" 2>&1 && grep -A1 '^  expose_each_turn ' "$T/out" | grep -q 'a replacement goes face up; a stock discard forces flip SLOT'
result $? "rules: the option's own doc says what it does to swap and discard"

# ---- Ctrl-C in a run of search bots with a large budget (45b): sim
# stopped only when the game under way ended, hours later at mcts:1000000
# (a budget it accepts). The searches look at the stop, so the run stops
# at once; the game cut short is not counted.
timeout -s INT -k 60 2 $BIN sim golf4 --games 2 --players 3 --bots mcts:1000000 >"$T/out" 2>&1
[ $? = 124 ] && grep -qx 'cardwright: interrupted; the summary covers the games finished' "$T/out" &&
	grep -q '(interrupted: 0 of 2 games)' "$T/out"
result $? "sim: Ctrl-C stops a search bot's decision, and the run, at once"

# ---- A power added to 4-card Golf (45b; house rule 5): the action that
# declares role = "power_peek" was not the kit's power action, and the
# error named only kit.roles. The one action that declares a power's role
# is the kit's, as the one that declares role = "call" is its call.
cat >hr5.lua <<'EOF2'
local golf4 = require "golf4"
return golf4:extend {
  name = "hr5-peek9", title = "4-card Golf, a 9 drawn from the stock looks at any card",
  actions = { ["power peek"] = { args = "t", role = "power_peek", apply = cw.kit.power_peek,
      doc = "use a 9 drawn from the stock: look at any one card on the table, then discard it" } },
  kit = function(opt, nseats, v) local k = golf4.kit(opt, nseats, v); k.powers = { [9] = "peek_any" }; return k end,
}
EOF2
$BIN check ./hr5.lua --games 2 --max-games 40 >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "house rule 5: a power's action found by its role, check passes"
# 5S 9D 2C ... : the deal of seed 3, two seats, puts a 9 on the stock
# for seat 1's first draw: a stock 9 offers the power on every card
# (seat 2's first), and its look is told
printf 'return require("golf4"):extend { name = "p2", actions = { ["power peek"] = { args = "t", role = "power_peek", apply = cw.kit.power_peek, doc = "look" }, ["power swap"] = { args = "tt", role = "power_swap", apply = cw.kit.power_swap, doc = "swap" } }, kit = function(o, n, v) local k = require("golf4").kit(o, n, v); k.powers = { [9] = "peek_any", [10] = "swap_any" }; return k end }\n' >p2.lua
$BIN rules ./p2.lua >"$T/out" 2>&1 && grep -q '^  power peek ' "$T/out" && grep -q '^  power swap ' "$T/out"
result $? "house rule 5: two powers, each found by its role"
printf 'return require("golf4"):extend { name = "p3", kit = function(o, n, v) local k = require("golf4").kit(o, n, v); k.powers = { [9] = "peek_any" }; return k end }\n' >p3.lua
$BIN rules ./p3.lua >"$T/out" 2>&1
[ $? = 1 ] && grep -q 'kit.powers: a power without its action: expected one action with role = "power_peek", or kit.roles.power_peek = "ACTION"' "$T/out"
result $? "a power with no action: the error says both ways to give it one"

# ---- A served seat away at its round's end (45c) was told, on its
# return, only the new totals (protocol.md promises the last round's
# scores, and every seat is told every round's end).
node_checks 2 60 "serve: a seat back after its round ended is told that end and its scores" \
	"$D/round_end_away.mjs" "$T/w/away.replay"

# ---- Idle connections locked everyone out of a served table (45c):
# never closed, never pinged, any number from one address.
node_checks 4 150 "serve: a silent connection is closed at 10 s, a deaf one at 75 s; one that speaks or pongs stays" \
	"$D/idle.mjs"
# the server under `ulimit -n 200`: a quarter is 50
printf '#!/bin/sh\nulimit -n 200\nexec "$CW_BIN" "$@"\n' >"$T/lim.sh"
chmod +x "$T/lim.sh"
export CW_BIN="$BIN"
BIN="$T/lim.sh"
node_checks 3 60 "serve: one address holds at most a quarter of the descriptors" "$D/per_address.mjs"
BIN=$CW_BIN

# ---- `cardwright test` kept every dropped game's runtime (45a): a shared
# rule of 40 MB and a test file that drops its 60 games reached 1.9 GB, at
# no error. The games no longer kept are freed before another is made,
# and a file keeps at most 16 at once.
printf 'for i = 1, 60 do local t = game{variant = "fat", players = 2} end\ndiag("60 games made and dropped")\ndone()\n' >drop_test.lua
printf 'local keep = {}\nfor i = 1, 20 do keep[i] = game{variant = "fat", players = 2} end\ndone()\n' >keep_test.lua
if LC_ALL=C grep -q __asan_init "$BIN"; then KB=unlimited; else KB=1048576; fi
(ulimit -v $KB; CARDWRIGHT_PATH="$D:$(dirname "$BIN")/variants" timeout 300 $BIN test drop_test.lua) >"$T/out" 2>&1
[ $? = 0 ] && grep -q '^# 60 games made and dropped$' "$T/out"
result $? "test: 60 games of a 40 MB rule, each dropped, run within 1 GB"
(ulimit -v $KB; CARDWRIGHT_PATH="$D:$(dirname "$BIN")/variants" timeout 300 $BIN test keep_test.lua) >"$T/out" 2>&1
[ $? = 1 ] && grep -q 'game{}: 16 games are kept at once, the most a test file may keep (let some go)' "$T/out"
result $? "test: a 17th game kept is refused, one line"

# ---- sim's words (45b): "2 to 2 players", a player count from --bots
# called --players, --plot refusing FILE.SVG and not saying where it
# wrote, and differences of points and chips printed as numbers.
$BIN sim desmoche-online --players 3 --games 1 >"$T/out" 2>&1
[ $? = 2 ] && grep -qx 'cardwright: desmoche-online is for exactly 2 players, not 3' "$T/out"
result $? "sim: a variant for one player count says exactly that count"
$BIN sim golf4 --compare desmoche --bots greedy,greedy,greedy,greedy,greedy --games 1 >"$T/out" 2>&1
[ $? = 2 ] && grep -qx 'cardwright: golf4 is for 2 to 8 players and desmoche for 2 to 4 players: both accept 2 to 4 players (--players), not 5 (the bots --bots names)' "$T/out"
result $? "sim --compare: a count taken from --bots is said to be"
if command -v gnuplot >/dev/null 2>&1; then
	$BIN sim golf4 --games 4 --players 2 --plot "$T/w/dist.SVG" >/dev/null 2>"$T/err"
	[ $? = 0 ] && grep -q '<svg' "$T/w/dist.SVG" && grep -qx "the plot is in $T/w/dist.SVG" "$T/err"
	result $? "sim --plot: FILE.SVG is an SVG, and the run says where it is"
else
	n=$((n + 1)); echo "ok $n # SKIP no gnuplot"
fi
$BIN sim golf4 --compare desmoche-online --games 4 --players 2 >"$T/out" 2>&1
[ $? = 0 ] && grep -q '^1    (other units)              (other units)              [-+]' "$T/out" && ! grep -q '^all ' "$T/out"
result $? "sim --compare of points and chips: no difference of scores, only of win shares"
$BIN sim desmoche --compare color=suit --games 4 --players 2 >"$T/out" 2>&1
[ $? = 0 ] && ! grep -q '^all ' "$T/out"
result $? "sim --compare of chips that pass between seats: no row of all seats' points (always 0)"

# ---- Scripts' errors that named the wrong thing (45a).
# require read its name up to a NUL byte: `golf4\0/../x` loaded golf4
printf 'local ok, e = pcall(require, "golf4\\0/../x")\ndiag(tostring(e))\ndone()\n' >req_test.lua
$BIN test req_test.lua >"$T/out" 2>&1 && grep -qx "# bad module name: it holds a NUL byte (expected letters, digits, '-' and '_')" "$T/out"
result $? "require: a name that holds a NUL byte is refused"
# a bad value for a variable named 'newindex', not the variable
printf 'return require("golf4"):extend { name = "gv", vars = { zz = 0 }, actions = { knock = { role = "call", past = "knocked", apply = function(g, seat) g.v.zz = 0/0 return cw.kit.call(g, seat) end } } }\n' >gv.lua
printf 'knock\nquit\n' | $BIN play ./gv.lua --players me,bot --seed 1 >"$T/out" 2>&1
grep -q 'gv.lua:1: g.v.zz = a number with no integer value: expected a 32-bit integer or a boolean (in action .knock. of gv)' "$T/out"
result $? "g.v: a value that is no integer names the variable"
# a layout_score that returns no number was blamed on golf_house.lua
printf 'return require("golf4"):extend { name = "ls", layout_score = function(g, seat) return "12" end }\n' >ls.lua
printf 'knock\ndraw stock\ndiscard\nquit\n' | $BIN play ./ls.lua --players me,me2 --seed 1 >"$T/out" 2>&1
grep -q 'ls: layout_score returned string, expected an integer' "$T/out" &&
	! grep -q 'golf_house' "$T/out"
result $? "G-9: a layout_score that returns a string is named, not the family's file"
# words that read alike loaded, and the second could never be played
printf 'return require("golf4"):extend { name = "wd", actions = { say = { args = "w", words = { "x_y", "X-Y" }, doc = "say", apply = function() end } } }\n' >wd.lua
$BIN rules ./wd.lua >"$T/out" 2>&1
[ $? = 2 ] && grep -q "action 'say': word 'X-Y' reads as one of its words before it (case aside, '-' as '_'): it could never be played" "$T/out"
result $? "action.words: two spellings that read alike are refused at load"

# ---- serve (45c): a handshake without the subprotocol was taken, and a
# person named `spectators` printed a line like the spectators' link.
node_checks 2 60 "serve: a WebSocket without the subprotocol cardwright is refused" "$D/subprotocol.mjs"
timeout 20 $BIN serve --port 0 --table golf4 --players Spectators,ben >"$T/out" 2>&1
[ $? = 2 ] && grep -q "'spectators' names the link of those who watch (serve), not a person: give another name" "$T/out"
result $? "serve: a person may not be named spectators"
# an option's default of another type than its choice: each shown as Lua
# reads it (the number was quoted, the string bare)
printf 'return require("golf4"):extend { name = "b7", options = { queen = { default = "20" } } }\n' >b7.lua
$BIN rules ./b7.lua >"$T/out" 2>&1
[ $? != 0 ] && grep -q 'choice 20 is a number and the default "20" a string' "$T/out"
result $? "an option's choice and default of two types are shown as written"

# ---- A misspelt action of a seat not to act (45a) was blamed on the
# turn: "seat 1 (ana) acts, but it is seat 2 (ben) to act". DES-Q2's
# offence line of the shipped replay, its word misspelt, then its verb.
R=$(dirname "$D")/../replays
sed '13s/offence misdeal/offence mis-deal/' "$R/desmoche-offences.replay" >off1.replay
sed '13s/offence misdeal/offnce misdeal/' "$R/desmoche-offences.replay" >off2.replay
$BIN replay off1.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "^off1.replay:13: bad action 'offence mis-deal' for seat 1 (ana): unknown action 'offence mis-deal': expected one of .*'offence misdeal'" "$T/out"
result $? "replay: an any-seat action's misspelt word is named, not the turn"
$BIN replay off2.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "^off2.replay:13: bad action 'offnce misdeal' for seat 1 (ana): unknown action 'offnce'" "$T/out"
result $? "replay: a word that is no action, of a seat not to act, is named"

# ---- rules (45b): a house rule's own scoring bonus was nowhere in
# `rules`; golf8's discard named flip_on_discard in its doc (left out by a
# preset, the option still showed there).
printf 'local golf6 = require "golf6"\nreturn golf6:extend { name = "jc", bonuses = { jack_column = "a column of two jacks scores -20 (house rule 7)" }, layout_score = function(g, seat) return golf6.layout_score(g, seat) end }\n' >jc.lua
$BIN rules ./jc.lua --ids >"$T/out" 2>&1 && grep -A20 '^scoring bonuses (counted by sim, told by score --explain):$' "$T/out" |
	grep -q '^  jack_column  *a column of two jacks scores -20 (house rule 7)$'
result $? "rules: a house rule's scoring bonuses are listed"
$BIN rules golf8 >"$T/out" 2>&1 && grep -q '^  discard  *discard the card drawn from the stock$' "$T/out"
result $? "rules: golf8's discard doc names no option (G8-4 is said in flip_on_discard's)"

# ---- Card words (45a): a suit symbol as a phone types it, with the emoji
# selector U+FE0F after it, was a bad card, and the error named only the
# letters. 5H 2H / 3D 4C is 5 + 2 + 3 + 4 = 14 (G4-5).
[ "$($BIN score golf4 "$(printf '5\342\231\245\357\270\217 2H / 3D 4C')" 2>&1)" = 14 ]
result $? "NOTATION: a suit symbol with the emoji selector reads as the symbol (5H: 14)"
$BIN score golf4 '5Z 2H / 3D 4C' >"$T/out" 2>&1
[ $? != 0 ] && grep -q "bad card '5Z': expected a rank A 2-10 J Q K (T for 10) and a suit C D H S (or ♣ ♦ ♥ ♠), or X for a joker" "$T/out"
result $? "a bad card's error names the suit symbols too"

# a shuffle's outcome of 20 digits (PW-14, PW-20) was quoted as 16
sed '19s/= 4 3 2 1/= 4 3 2 99999999999999999999/' "$R/cambio-table-shuffle.replay" >shuf.replay
$BIN replay shuf.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "bad outcome '99999999999999999999' after '='" "$T/out"
result $? "replay: a bad outcome is quoted whole"

# ---- A house rule shared with its recording (45a): the recording names
# the rule by the path it had where it was played; on another machine, or
# from another directory, it was not found. The file beside the recording,
# of that name, is read.
mkdir -p share/sub
printf 'return require("golf4"):extend { name = "hr", title = "a house rule" }\n' >share/sub/hr.lua
printf 'quit\n' | (cd share/sub && $BIN play ./hr.lua --players ana,bot --seed 2) >/dev/null 2>&1
rec=$(ls -t "$XDG_STATE_HOME"/cardwright/games/*-hr.replay | head -n 1)
sed 's#^variant .*#variant /home/ana/rules/hr.lua#' "$rec" >share/sub/abs.replay
sed 's#^variant .*#variant hr.lua#' "$rec" >share/sub/rel.replay
$BIN replay share/sub/abs.replay >"$T/out" 2>&1 && $BIN replay share/sub/rel.replay >>"$T/out" 2>&1
result $? "replay: a house rule beside its recording is read, by the name the recording gives it"
sed 's#^variant .*#variant /home/ana/rules/none.lua#' "$rec" >share/sub/none.replay
$BIN replay share/sub/none.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "none.replay:2: no file '/home/ana/rules/none.lua'" "$T/out"
result $? "replay: a rule neither there nor beside the recording is named, one line"

echo "1..$n"
exit $((fails > 0))
