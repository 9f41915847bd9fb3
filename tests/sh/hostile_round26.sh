#!/bin/sh
# What the twenty-sixth attack round found in the twenty-first session's
# own changes (docs/robustness.md): check's showings, play --resume after
# optional lines, real tables' chance, lead lines of rounds dealt in one
# action. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round26
. tests/sh/lib/tap.sh
echo "1..9"

# ---- check: a showing ends the comparison only where the deals differ ----
BROKEN=$(pwd)/tests/broken	# house_nine_told.lua, which the two extend
cd "$T" || exit 1
CARDWRIGHT_PATH="$BROKEN" $BIN check "$R/leak_flip.lua" --games 10 --max-games 30 -q >"$T/out" 2>&1
[ $? = 1 ] && grep -q '^FAULT \[leak\] .*the note event [0-9]* differs' "$T/out"
result $? "check: a card turned up alike in every deal does not hide the leak after it"
# a word that tells a face only the drawer saw, in an action (no deal)
CARDWRIGHT_PATH="$BROKEN" $BIN check "$R/leak_words.lua" --games 10 --max-games 30 -q >"$T/out" 2>&1
[ $? = 1 ] && grep -q '^FAULT \[leak\] .*the note event [0-9]* differs' "$T/out"
result $? "check: an announcement in words made by an action, not a deal, is compared"
cd - >/dev/null || exit 1

# ---- play --resume of a file whose round has a total line and no result ----
cp "$R/total_only.replay" "$T/t.replay"
printf 'draw stock\ndiscard\nquit\n' | $BIN play --resume "$T/t.replay" >"$T/out" 2>&1
[ "$(grep -c '^total ' "$T/t.replay")" = 1 ] && $BIN replay "$T/t.replay" >"$T/out" 2>&1
result $? "play --resume after a total line without its result: no second total, and the file replays"

# ---- a real table's game played on draws no chance its file cannot hold ----
cp "$R/roll_table.replay" "$T/r.replay"
cd "$R" || exit 1
printf 'roll\ngo\nquit\n' | $BIN play --resume "$T/r.replay" >"$T/out" 2>&1
grep -q 'g:random draws a number here, which a game from a real table cannot record' "$T/out" &&
	$BIN replay "$T/r.replay" >"$T/out" 2>&1
result $? "play --resume of a real table's file: g:random is refused, and the file replays"

# ---- a lead line for a round nobody was drawn to lead ----
# autowin.lua (round 25) draws no lead: round 2, won at its deal inside the
# action that ended round 1, or before any action, has no draw to take it
cd ../round25 || exit 1
$BIN replay "$R/bogus_lead.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q 'bogus_lead.replay:8: lead line, but nobody was drawn to lead round 2$' "$T/out"
result $? "a lead line for a round dealt in the same action as the one before, with no draw: refused"
$BIN replay "$R/bogus_lead_start.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -q 'bogus_lead_start.replay:7: lead line, but nobody was drawn to lead round 2' "$T/out"
result $? "a lead line for round 2 dealt before any action, with no draw: refused"
cd - >/dev/null || exit 1

# ---- replay --as tells a seat its cards at every deal, not only the first ----
$BIN replay "$R/../../replays/desmoche-random-2rounds.replay" --as 1 >"$T/out" 2>&1 &&
	awk '/^-- hand 2: random2 deals$/{r=1; next} r && /^== step/{exit} r && /^  random1 \(you\)/{print "told"}' "$T/out" |
	grep -q told
result $? "replay --as 1: hand 2's deal shows random1 its new hand before the next step"

# --export-as writes the declarations the engine made (DES-A2): the dealer
# holds the four sevens in each hand of the golden file, ana then ben
"$BIN" replay "$R/../../replays/desmoche-auto-declare-2hands.replay" --export-as cy >"$T/out" 2>&1 &&
	awk '/^round 1$/{r=1} /^round 2$/{r=2} /^said 1 declare cuatro$/ && r==1 {a=1} /^said 2 declare cuatro$/ && r==2 {b=1}
	END{exit !(a && b)}' "$T/out"
result $? "replay --export-as: each declaration the engine makes is a 'said' line in its hand"

# ---- check's cycles are found in time linear in the silent actions ----
# 49,000 silent actions, then the round ends: no fault, and no quadratic
# search (a hash of the run's positions)
cat >"$T/ticks.lua" <<'LUA'
return variant {
  name = "ticks", players = { 2, 2 }, layout = { rows = 1, cols = 2 },
  vars = { t = 0 }, max_actions = function() return 60000 end,
  actions = { tick = { apply = function(g) g.v.t = g.v.t + 1 end },
              go = { apply = function(g) g:end_round() end } },
  setup = function(g) g.v.t = 0; g:deal_layouts(2); g:begin_turn(1) end,
  legal = function(g) if g.v.t < 49000 then g:offer("tick") else g:offer("go") end end,
  score = function(g) g:set_score(1, 0); g:set_score(2, 0) end,
}
LUA
cd "$T" || exit 1
$BIN check "$T/ticks.lua" --defaults --players 2 --games 2 -q >"$T/out" 2>&1 && grep -q ', 0 faults$' "$T/out"
result $? "check: 49,000 silent actions that never come back are no fault"
exit $((fails > 0))
