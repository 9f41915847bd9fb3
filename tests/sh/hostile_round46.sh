#!/bin/sh
# Round 46: what testers who had not seen the code found, and what the
# rounds before it left. Each case failed before its fix. Run from the top
# of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
D=$(pwd)/tests/hostile/round46
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1

# ---- refusals that name their rule (left by round 45) ----
# DES-D8, DES-M3: J-Q-K-A is no run with the ace low only. A replay's
# refusal says why, as the table does, and names the rule.
$BIN replay $D/desmoche_qka.replay >"$T/out" 2>&1
[ $? = 1 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qF "desmoche_qka.replay:13: illegal action 'meld JH QH KH AH' for seat 2 (ben): " "$T/out" &&
	grep -qF ": AH JH QH KH make no meld: a set is 3 or 4 cards of one rank, a run 3 to 10 cards of one suit in a row (the ace below the 2 only) (DES-M3); legal for seat 2 (ben): meld JH QH KH" "$T/out"
result $? "DES-M3: a replay's meld of J-Q-K-A (ace low) is refused with what a meld is and the rule"
# the same at the table
sed '$d' $D/desmoche_qka.replay >qka.replay
printf 'meld JH QH KH AH\nquit\n' | $BIN play --resume qka.replay >"$T/out" 2>&1
grep -qF "(the ace below the 2 only) (DES-M3). legal: meld JH QH KH" "$T/out"
result $? "DES-M3: the same meld typed at the table names the rule"
# DES-A1 with ace_runs = low_or_high: AH and KH of one suit are
# neighbours, so the hand is no Peladilla; the refusal says so
$BIN replay $D/peladilla_high.replay >"$T/out" 2>&1
[ $? = 1 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qF "'declare peladilla' is not legal now for seat 2: your hand is no Peladilla: nine ranks, no two cards of one suit next in rank (the ace next to the king too, ace_runs = low_or_high) (DES-A1);" "$T/out"
result $? "DES-A1: a Peladilla broken by ace_runs = low_or_high is refused with the reason"
# with the ace low only the same hand is a Peladilla: ben +2, ana -2 (DES-B7)
$BIN replay $D/peladilla_low.replay >"$T/out" 2>&1
result $? "DES-A1, DES-B7: the same hand with the ace low only is a Peladilla"
# at the table, in the Cambio: the other two wins, and the window that is over
sed '$d' $D/peladilla_high.replay >ph.replay
printf 'declare cuatro\ndeclare color\nquit\n' | $BIN play --resume ph.replay >"$T/out" 2>&1
grep -qF "'declare cuatro' is not legal now: your hand is no Cuatro Cuerpos: all four cards of one rank (DES-A1)." "$T/out" &&
	grep -qF "'declare color' is not legal now: your hand is no Color: all nine cards of one colour (DES-A1)." "$T/out"
result $? "DES-A1: declarations the hand does not meet are refused with what each asks"
sed '$d' $D/peladilla_low.replay | sed '$d' | sed '$d' >pl.replay
printf 'pass\ndeclare peladilla\nquit\n' | $BIN play --resume pl.replay >"$T/out" 2>&1
grep -qF "'declare peladilla' is not legal now: the window before the Cambio is over: the next is after it, before the first draw (DES-A3)." "$T/out"
result $? "DES-A3: a Peladilla passed in window A is refused in the Cambio with when it may be declared"

# a replay's refusal says why as the table does (46b): a slot named twice
# (CABO-M1), a protected caller's card (PW-15)
$BIN replay $D/cabo_dupslot.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -qF "cabo_dupslot.replay:14: illegal action 'match 2 2 2.1' for seat 1 (ana): 'match 2 2 2.1' is not legal now for seat 1: it names your slot 2 twice, expected two different cards; legal" "$T/out"
result $? "CABO-M1: a replay's match naming a slot twice says so"
$BIN replay $D/cabo_prot.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -qF "cabo_prot.replay:22: illegal action 'power peek 2.1' for seat 1 (ana): 'power peek 2.1' is not legal now for seat 1: 'power peek' takes none of ben's cards now (the caller's); legal" "$T/out"
result $? "PW-15 protect_caller: a replay's look at the caller's card says whose cards"

# ---- a wrong seat after a round's lead line (46b-1) is blamed on the
# lead line, not on the last action of the round before
$BIN replay $D/cactus_lead.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -qxF "$D/cactus_lead.replay:43: seat 3 (cy) acts, but it is seat 2 (ben) to act: line 41, 'lead', gave round 3's first turn to seat 2 (ben)" "$T/out"
result $? "CAC-S4: an action out of turn after a lead line names the lead line"

# ---- options the rules forbid together (46b-2) are blamed on the rule
# line that made the combination, not on the players line
printf 'cardwright-replay 1\nvariant pablo\nrule target=50\nplayers ana ben cy\nrule holes=3\nround 1\n' >ht.replay
$BIN replay ht.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -qxF "ht.replay:5: options holes and target are both given: setting one unsets the other, so give one" "$T/out"
result $? "G-9: holes after target in the header is blamed on the holes line"
printf 'cardwright-replay 1\nvariant pablo\nplayers ana ben cy\nrule layout=row peek=nearest2\nround 1\n' >pk.replay
$BIN replay pk.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -qxF "pk.replay:4: pablo: peek = nearest2 needs layout = square (PW-6)" "$T/out"
result $? "PW-6: peek = nearest2 with a row layout is blamed on its rule line"
printf 'cardwright-replay 1\nvariant pablo\nrule layout=row\nplayers ana\nround 1\n' >one.replay
$BIN replay one.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "^one.replay:4: " "$T/out"
result $? "a player count the variant refuses is still blamed on the players line"

# ---- a pass that stops a match (46b-3, CABO-M7) is no decline of the
# call: it is told with the drawn card it puts on the pile
$BIN replay $D/cabo_one_by_one.replay --reveal >"$T/out" 2>&1
[ $? = 0 ] && sed -n '/line 21$/,/^==/p' "$T/out" >"$T/p19" &&
	grep -qx 'ana passed' "$T/p19" && grep -qx 'ana played 8D, the card drawn, onto the discard pile' "$T/p19" &&
	! grep -q 'no cabo' "$T/p19" && grep -qx 'ana passed: no cabo' "$T/out"
result $? "CABO-M7: the pass that stops matching tells the drawn card put on the pile, not 'no cabo'"

# ---- hot seat, DES-A4 (46a-F0): after the first person asked in window A
# passed, the Cambio asked that person first too, so it was taken for the
# same window and the others' knocks were skipped: the terminal stayed
# with ana, which told the table she had been asked. ben knocks first.
if command -v tmux >/dev/null 2>&1; then
	SOCK="cw46$$"
	TM() { tmux -L "$SOCK" "$@"; }
	wait_for() {	# SESSION PATTERN: up to 20 s; then a moment for the prompt to read
		i=0
		while [ $i -lt 200 ]; do
			TM capture-pane -p -t "$1" -S -300 >"$T/out" 2>/dev/null
			grep -q -- "$2" "$T/out" && sleep 0.3 && return 0
			sleep 0.1
			i=$((i + 1))
		done
		return 1
	}
	cp "$D/window_first.replay" "$T/wf.replay"
	TM new-session -d -s wf -x 120 -y 50 "env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$T/st_wf $BIN play --resume $T/wf.replay; sleep 120"
	wait_for wf '^ana, press Enter when nobody else' && TM send-keys -t wf Enter &&
		wait_for wf '^ana to play\. legal: declare cuatro, pass' && TM send-keys -t wf 'pass' Enter &&
		wait_for wf '^ben, press Enter when nobody else' && TM send-keys -t wf Enter &&
		wait_for wf '^ben: nothing to answer now\.' && TM send-keys -t wf Enter &&
		wait_for wf '^ana, press Enter when nobody else is looking\. *$' && TM send-keys -t wf Enter &&
		wait_for wf '^ana to play\. legal: cambio'
	result $? "hot seat, DES-A4: after the asked person's pass the others knock before the Cambio"
	# (46a-F1) the match's last moves, ana's, are told to ben too on the
	# screen everybody reads: golf4, seed 3, ben knocks, ana draws and
	# swaps into slot 1, throwing away 7H; the match of one hole ends
	TM new-session -d -s lm -x 120 -y 50 "env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$T/st_lm $BIN play golf4 --players ana,ben --seed 3 --rule holes=1; sleep 120"
	wait_for lm '^ben, press Enter when nobody else' && TM send-keys -t lm Enter &&
		wait_for lm '^ben to play\. legal' && TM send-keys -t lm 'knock' Enter &&
		wait_for lm 'Press Enter, then pass the terminal on' && TM send-keys -t lm Enter &&
		wait_for lm '^ana, press Enter when nobody else' && TM send-keys -t lm Enter &&
		wait_for lm '^ana to play\. legal: draw stock' && TM send-keys -t lm 'draw stock' Enter &&
		wait_for lm '^ana to play\. legal: swap 1' && TM send-keys -t lm 'swap 1' Enter &&
		wait_for lm 'then everybody may read its' && TM send-keys -t lm Enter &&
		wait_for lm '^game over\.' &&
		grep -qx -- '-- the last moves, as everybody saw them:' "$T/out" &&
		grep -qx 'ana swapped it into slot 1, discarding 7. *' "$T/out"
	result $? "hot seat: the match's last moves are told on the screen everybody reads"
	TM kill-server 2>/dev/null
else
	n=$((n + 1)); echo "ok $n # SKIP no tmux"

	n=$((n + 1)); echo "ok $n # SKIP no tmux"
fi

# ---- a card named again (46a-F13): CABO-M1 names different cards, and
# CAC-M5's repeat is "another card". Cabo, seed 5: ana draws 4D and names
# her slot 3 (JH), a miss; slot 3 is no longer offered, and naming it
# again is refused with the rule, no penalty card given
printf 'draw stock\nmatch 3\nmatch 3\nlegal\npass\nquit\n' |
	$BIN play cabo --players ana,bot --seed 5 --rule match_naming=one_by_one >"$T/out" 2>&1
grep -qF "'match 3' is not legal now: a card named in this match is not named again (CABO-M1)." "$T/out" &&
	grep -qx 'legal: match 1, match 2, match 4, match 5, match 2.1, match 2.2, match 2.3, match 2.4, pass' "$T/out" &&
	[ "$(grep -c 'you got a card from the stock in your slot' "$T/out")" = 1 ]
result $? "CABO-M1 one_by_one: a card named in the match is not named again"
# Cactus, seed 3, snap_attempts = repeat: ana's snap of her slot 3 (8D)
# misses; she may try another card, not that one
printf 'draw stock\ndiscard\nsnap 3\nsnap 3\nlegal\npass\nquit\n' |
	$BIN play cactus --players bot,ana --seed 3 --rule snap_attempts=repeat >"$T/out" 2>&1
grep -qF "'snap 3' is not legal now: a card missed in this window is not tried again: after a miss, another card (CAC-M5)." "$T/out" &&
	grep -qx 'legal: snap 1, snap 2, snap 4, snap 5, snap 6, pass' "$T/out"
result $? "CAC-M5 repeat: a missed card is not tried again in the window"

# ---- a stock rebuilt from the discards (PW-18, G-8) is told (46a-F14):
# golf4-table-restock.replay's restock line gives a new stock of 43 cards
# (9S..KS 5, the hearts and diamonds 26, AC..QC 12)
$BIN replay "$D/../../replays/golf4-table-restock.replay" --reveal >"$T/out" 2>&1
grep -qx 'the stock is empty: the discards but the top card, shuffled, make a new stock of 43 cards' "$T/out"
result $? "G-8: the stock rebuilt from the discards is told with its size"

# ---- a kit that would offer what its verb cannot hold (46c-1, 46c-2): a
# new meld of two cards under args "ccc*", a call or a power of another
# shape than the kit gives it. Offered, such actions could be neither
# typed nor recorded: refused at load, one line.
cat >pairs.lua <<'LUA'
return require("desmoche"):extend { name = "pairs", melds = 16,
  meld_kit = function(opt) local k = require("desmoche").meld_kit(opt); k.run_min = 2; k.set_min = 2; k.piles = 16; return k end }
LUA
$BIN rules ./pairs.lua >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qF "pairs.lua:2: meld_kit.run_min is 2, expected 3 or more: the new meld's action, 'meld', takes three cards or more (args \"ccc*\")" "$T/out"
result $? "meld_kit: melds of two cards under a verb of three or more are refused at load"
cat >knockslot.lua <<'LUA'
return require("golf4"):extend { name = "knockslot",
  actions = { knock = { role = "call", args = "s", past = "knocked", apply = cw.kit.call, doc = "knock" } } }
LUA
$BIN rules ./knockslot.lua >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qF "kit.roles (role = \"call\"): 'knock' takes arguments of another kind, expected an action that takes no argument" "$T/out"
result $? "kit: a call that takes a slot is refused at load"
cat >peekslot.lua <<'LUA'
local cabo = require "cabo"
local a = {}
for k, v in cw.rawpairs(cabo.actions["power peek"]) do a[k] = v end
a.args = "s"; a.apply = cw.kit.power_peek
return cabo:extend { name = "peekslot", actions = { ["power peek"] = a } }
LUA
$BIN sim ./peekslot.lua --games 1 >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qF "kit.powers (role = \"power_peek\"): 'power peek' takes arguments of another kind, expected an action that takes a card of any layout (args = \"t\")" "$T/out"
result $? "kit: a power look of another shape than a card of any layout is refused before a game"

# ---- state in a Lua local (46c-3): a hint or a bot's look-ahead runs
# the hooks on copies of the game, so a counter in a local changes the
# game's scores, and its recording does not replay. check's round trips
# now look ahead as bots do, and say why.
cat >st_count.lua <<'LUA'
local calls = 0
local golf4 = require "golf4"
return golf4:extend { name = "st_count",
  layout_score = function(g, seat) calls = calls + 1; return golf4.layout_score(g, seat) + calls % 3 end }
LUA
$BIN check ./st_count.lua --games 1 --players 2 >"$T/out" 2>&1
[ $? != 0 ] && grep -q '^FAULT \[roundtrip\] .*st_count.lua, 2 players' "$T/out" &&
	grep -qF "cause: a greedy bot looked ahead at every move (on copies of the game): hooks that keep state outside g.v, in a Lua local, play otherwise then" "$T/out"
result $? "check: a variant that keeps state in a Lua local is a roundtrip fault that says so"

# ---- desmoche-online (46a-F7): a card taken from the face-up pile into a
# hand (DES-O5) is named, for the other seat and for one's own; seed 31:
# QS is turned up, bot2 takes it; ana takes bot2's 4S
printf 'cambio 10D\n\ndraw discard\nquit\n' | $BIN play desmoche-online --players ana,bot --seed 31 >"$T/out" 2>&1
grep -qx 'QS is turned up on the discard pile' "$T/out" && grep -qx 'bot2 took QS from the discard pile' "$T/out" &&
	grep -qx 'bot2 discarded 4S' "$T/out" && grep -qx 'you took 4S from the discard pile' "$T/out"
result $? "DES-O5: a card taken from the pile into the hand is named"

# ---- a space that looks like one (46a-F6): a no-break space pasted or
# typed (AltGr+Space) read "unknown action 'swap 1'" with 'swap 1' legal;
# it is read as a space (and U+2009, U+3000 too)
printf 'draw stock\nswap\302\2401\nquit\n' | $BIN play cabo --players ana,bot --seed 5 >"$T/out" 2>&1
grep -q '^you threw away .* from your slot 1$' "$T/out" && ! grep -q 'unknown action' "$T/out"
result $? "a no-break space in a typed line is a space"
printf 'draw\342\200\211stock\ndiscard\343\200\200\nquit\n' | $BIN play cabo --players ana,bot --seed 5 >"$T/out" 2>&1
grep -qx 'you drew 4D from the stock' "$T/out" && grep -q 'discard 4D (2)$' "$T/out" &&
	! grep -q 'unknown action\|nothing was done' "$T/out"
result $? "a thin space and an ideographic space in a typed line are spaces"

# ---- a forced claim left out (46b-5): the seat the window waits on may
# not pass, and the message says why (DES-P9)
$BIN replay $D/desmoche_forced.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -qxF "$D/desmoche_forced.replay:22: seat 3 (cy) acts, but it is seat 2 (ben) to act: seat 2 (ben) may not pass here: the discard lays off alone on one of your melds, so you must claim it (DES-P9)" "$T/out"
result $? "DES-P9: a forced claim left out of a replay is named with its rule"

# ---- a stake typed at a table of several people (46a-F10): DES-B2's
# stake is the players' agreement, so the others are asked, as for a
# rule; refused, nothing changes (the pot stays 3: three stakes of 1)
printf 'stake 5\nn\nstake 5\ny\nquit\n' | $BIN play desmoche --players ana,ben,bot --seed 8 >"$T/out" 2>&1
grep -qx "ana, ben asks for 'stake 5', which speaks for the whole table. Agree? \[y/N\] *" "$T/out" &&
	grep -qx 'stake 5 needs everyone at the table to agree; ana did not. The game goes on.' "$T/out" &&
	[ "$(grep -c 'Agree?' "$T/out")" = 2 ] && grep -qx 'ben: stake 5' "$T/out" && grep -q 'pot 15$' "$T/out"
result $? "DES-B2: a stake typed at a hot seat asks the other people first"

# ---- golf4's pair legend (46b-8) said pairs cancel anywhere under
# pairs = line too; it says when they cancel. The replay verifies the
# tester's hand-worked scores (43, -5, 3; then 8, 20, 8).
$BIN replay $D/golf4_pairs_line.replay --reveal >"$T/out" 2>&1
[ $? = 0 ] && grep -qx '  pair: two equal ranks cancel, in a row or column only with pairs = line (G4 pairs, G6 pairs)' "$T/out" &&
	! grep -q 'G6 pairs = anywhere' "$T/out"
result $? "G4 pairs: the pair legend says when pairs cancel"

# ---- a memory_aid that fails or answers a string (46c-5) was read as
# "shown", silently: refused before the deal, naming the hook
printf 'return require("golf4"):extend { name = "aid_err", memory_aid = function(opt) error("aid boom") end }\n' >aid_err.lua
printf 'return require("golf4"):extend { name = "aid_str", memory_aid = function(opt) return "yes" end }\n' >aid_str.lua
echo quit | $BIN play ./aid_err.lua --players me,bot --seed 1 >"$T/out" 2>&1
[ $? != 0 ] && grep -q 'aid_err.lua:1: aid boom (in memory_aid of aid_err)$' "$T/out"
result $? "memory_aid: a hook that raises is refused before the deal"
echo quit | $BIN play ./aid_str.lua --players me,bot --seed 1 >"$T/out" 2>&1
[ $? != 0 ] && grep -qx 'cardwright: aid_str: memory_aid returned string, expected true or false' "$T/out"
result $? "memory_aid: a hook that answers a string is refused before the deal"

# meld_kit.rules: a variant names the rules of the kit's refusals; a bad
# field or id is refused at load, one line
cat >hr.lua <<'LUA'
local d = require "desmoche"
return d:extend { name = "hr",
  meld_kit = function(opt) local k = d.meld_kit(opt); k.rules = { meld = "HR-1" }; return k end }
LUA
printf 'cambio AH\ndraw\nmeld 7C 7D 10H\nquit\n' | $BIN play ./hr.lua --players ana,bot --seed 1 >"$T/out" 2>&1
grep -qF "(the ace below the 2 only) (HR-1). legal: meld 7C 7D 7H, discard 10H" "$T/out"
result $? "meld_kit.rules.meld: a house rule's own rule id is named"
sed 's/meld = "HR-1"/melds = "HR-1"/' hr.lua >bad1.lua
$BIN rules ./bad1.lua >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qF "bad1.lua:3: meld_kit.rules.melds: expected one of the fields meld, fold, pay, place, forced" "$T/out"
result $? "meld_kit.rules: an unknown field is refused at load with the fields"
printf 'local d = require "desmoche"\nreturn d:extend { name = "bad2",\n  meld_kit = function(opt) local k = d.meld_kit(opt); k.rules = { meld = "M\\27[31m" }; return k end }\n' >bad2.lua
$BIN rules ./bad2.lua >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] && ! grep -q "$(printf '\033')" "$T/out" &&
	grep -qF "meld_kit.rules.meld: expected a rule id of letters, digits" "$T/out"
result $? "meld_kit.rules: an id with an escape byte is refused at load"

echo "1..$n"
exit $((fails > 0))
