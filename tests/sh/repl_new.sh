#!/bin/sh
# A `new` that fails (unknown variant, bad players, bad rule) is reported
# and the game in play goes on unchanged; bad input loses nothing.
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT
echo "1..20"
printf 'draw stock\nnew nosuch\nnew golf4 ana,5x\nnew golf4 rule queen\nnew golf4 rule frobnicate=1\ndiscard\n' |
	XDG_STATE_HOME="$T" HOME="$T" $BIN play golf4 --seed 3 --players me,bot >"$T/out" 2>&1
check() { if eval "$2"; then echo "ok $1 - $3"; else echo "not ok $1 - $3"; sed 's/^/# /' "$T/out" | tail -20; fi; }
check 1 "grep -q \"unknown variant 'nosuch'\" '$T/out'" "an unknown variant is named"
check 2 "[ \$(grep -c '^the game in play goes on\$' '$T/out') = 4 ]" "each of the four failed 'new' keeps the game in play"
check 3 "grep -q \"unknown option 'frobnicate' for golf4\" '$T/out'" "an unknown option is named before anything changes"
rec=$(ls "$T"/cardwright/games/*.replay)
check 4 "grep -q '^1 discard\$' '$rec' && $BIN replay '$rec' >/dev/null" "the game goes on: the discard after them is recorded and verifies"

# A `new` without a seed deals afresh (G-2: the dealer shuffles), even
# within the same second and process: three games in a row, each seat 1's
# two looks (G4-2) told; the deals' looks differ (two equal pairs of looks
# in three shuffles are all but impossible), and no seed is shown, since a
# secret seed would tell every card of the deal to whoever reads it.
printf 'new golf4 ana,bot\nnew golf4 ana,bot\nquit\n' |
	XDG_STATE_HOME="$T/n" HOME="$T/n" $BIN play golf4 --players ana,bot >"$T/out" 2>&1
grep '^you looked at' "$T/out" | paste - - >"$T/looks"
check 5 "[ \$(wc -l <'$T/looks') = 3 ] && [ \$(sort -u '$T/looks' | wc -l) = 3 ]" "three deals in a row without a seed are three shuffles"
check 6 "[ \$(grep -c '^new game of golf4 for 2: ana, bot2 (bot)\$' '$T/out') = 3 ]" "a secret seed is not shown"
printf 'quit\n' | XDG_STATE_HOME="$T/n" HOME="$T/n" $BIN play golf4 --players ana,bot --seed 42 >"$T/out" 2>&1
check 7 "grep -q '^new game of golf4 for 2: ana, bot2 (bot); seed 42\$' '$T/out'" "a seed the user gave is shown"
rec=$(ls -t "$T"/n/cardwright/games/*.replay | sed -n 2p)
check 8 "grep -q '^seed [0-9]' '$rec'" "the recording keeps the secret seed, for the replay"

# `new` alone deals another game of the same variant, seats and rules.
printf 'new\nquit\n' | XDG_STATE_HOME="$T/a" HOME="$T/a" $BIN play golf4 --players ana,bot --rule queen=20 >"$T/out" 2>&1
check 9 "[ \$(grep -c '^new game of golf4 for 2: ana, bot2 (bot)\$' '$T/out') = 2 ]" "'new' alone starts another game for the same seats"
check 10 "[ \$(grep -l '^rule .*queen=20' '$T'/a/cardwright/games/*.replay | wc -l) = 2 ]" "... with the same rules: both recordings play queens at 20"

# A bot that cannot play on (the variant's hook fails when ana's knock ends
# the hole, G4-4, and bot2's last turn scores it): an action typed is told
# why, 'undo' takes the knock back, and a session left there exits 1.
cat >"$T/boom.lua" <<'LUA'
return require("golf4"):extend {
  name = "boom", title = "scoring that fails", summary = "its layout_score fails",
  layout_score = function(g, seat) error("my scoring broke") end,
}
LUA
printf 'knock\ndraw stock\nquit\n' | XDG_STATE_HOME="$T/b" HOME="$T/b" $BIN play "$T/boom.lua" --players ana,bot --seed 3 >"$T/out" 2>"$T/err"
rc=$?
check 11 "grep -q 'boom.lua:3: my scoring broke' '$T/out' && grep -q '^bot2 cannot play on (the error above): .new. starts another game, .undo. takes back your last decision, .quit. leaves\$' '$T/out'" "an action typed while a bot cannot play on is told why and what to do"
check 12 "[ $rc = 1 ] && [ \"\$(cat '$T/err')\" = 'cardwright: the game stopped: bot2 could not play on (the error above)' ]" "a session left there exits 1 with one line"
printf 'knock\nundo\ndraw stock\nquit\n' | XDG_STATE_HOME="$T/b" HOME="$T/b" $BIN play "$T/boom.lua" --players ana,bot --seed 3 >"$T/out" 2>"$T/err"
rc=$?
check 13 "[ $rc = 0 ] && grep -q '^ana to play. legal: swap 1, swap 2, swap 3, swap 4, discard\$' '$T/out'" "'undo' takes the knock back and the game goes on"
printf 'knock\nnew\nquit\n' | XDG_STATE_HOME="$T/b" HOME="$T/b" $BIN play "$T/boom.lua" --players ana,bot --seed 3 >"$T/out" 2>"$T/err"
rc=$?
check 14 "[ $rc = 0 ] && [ \$(grep -c '^new game of boom (.*boom.lua) for 2' '$T/out') = 2 ]" "'new' alone deals another game of it, and nothing is left stuck"

# A caller's round end tells the call apart from the round's other terms
# (G4 options paid_look, knock_penalty): ana's layout 7H AH / 6D QS is
# 7 + 1 + 6 + 10 = 24 (G4-5), her one paid look +2: a hole of 26; bot2's
# KH JC / 8D 3S is 0 + 10 + 8 + 3 = 21, lower, so ana knocked beaten, +10:
# 36, of which only the 10 is the call's.
printf 'look 1\npass\nknock\n\nquit\n' | XDG_STATE_HOME="$T/c" HOME="$T/c" $BIN play golf4 --players ana,bot --seed 3 \
	--rule paid_look=2 --rule holes=1 --rule knock_penalty=plus10 >"$T/out" 2>&1
check 15 "grep -qx '  ana (you), knocked: round score 36 (layout 24 = 7 + 1 + 6 + 10, +2 besides the layout, +10 for the call), total 36' '$T/out' && grep -qx '  bot2: round score 21 (0 + 10 + 8 + 3), total 21' '$T/out'" \
	"a knocker's paid look is not counted as the call's"

# A game loaded from a file keeps the file's rules: `new` deals another
# with them, and `rule` does not deal that game again (a real table's file
# would lose its deck to a shuffle).
printf 'cardwright-replay 1\nvariant golf4\nrule holes=1 stock_out=reshuffle queen=20\nplayers ana bot2\nseed 3\n' >"$T/r2.replay"
printf 'rule queen=12\nnew\nquit\n' | XDG_STATE_HOME="$T/d" HOME="$T/d" $BIN play --resume "$T/r2.replay" >"$T/out" 2>&1
check 16 "grep -qx \"this game was loaded from a file and keeps its rules; 'new golf4 ... rule queen=12' starts another with it\" '$T/out'" \
	"'rule' on a loaded game says it keeps the file's rules"
rec=$(ls "$T"/d/cardwright/games/*.replay)
check 17 "grep -q '^rule .*holes=1 .*queen=20 stock_out=reshuffle' '$rec'" "'new' after a loaded game deals with the file's rules (holes=1, queen=20, stock_out=reshuffle)"

# Terms that cancel are told too: ana's layout AS 6C / 8D KD is
# 1 + 6 + 8 + 0 = 15 (G4-5), +2 for her look: a hole of 17; bot2's KC 10S /
# 6H AH is 0 + 10 + 6 + 1 = 17, a tie, which knock_tie = lowest counts as
# lowest, so knock_bonus = minus_players takes 2 (two players): 15, the
# layout's value but not for that reason.
printf 'look 1\npass\nknock\n\nquit\n' | XDG_STATE_HOME="$T/e" HOME="$T/e" $BIN play golf4 --players ana,bot --seed 13 \
	--rule paid_look=2 --rule holes=1 --rule knock_bonus=minus_players >"$T/out" 2>&1
check 18 "grep -qx '  ana (you), knocked: round score 15 (layout 15 = 1 + 6 + 8 + 0, +2 besides the layout, -2 for the call), total 15' '$T/out' && grep -qx '  bot2: round score 17 (0 + 10 + 6 + 1), total 17' '$T/out'" \
	"a look and a call bonus that cancel are both told"

# The variant fails on a person's own action (the position it leads to has
# a legal hook that fails for the bot): told, and left there, exit 1.
cat >"$T/ld.lua" <<'LUA'
local golf4 = require "golf4"
return golf4:extend { name = "ld", title = "t", summary = "s",
  legal = { draw = function(g, seat)
    if seat == 2 and g:turns(2) >= 2 then error("no second draw for seat 2") end
    return golf4.legal.draw(g, seat)
  end } }
LUA
printf 'draw stock\ndiscard\nquit\n' | XDG_STATE_HOME="$T/f" HOME="$T/f" $BIN play "$T/ld.lua" --players me,bot --seed 3 >"$T/out" 2>"$T/err"
rc=$?
check 19 "[ $rc = 1 ] && grep -qx \"the variant failed on 'discard' (the error above): another action, 'undo' or 'new' goes on\" '$T/out' && grep -qx 'cardwright: the game stopped where the variant failed on the last action typed (the error above)' '$T/err'" \
	"a person's action the variant fails on is told, and leaving there exits 1"

# A game nobody played in and dealt again (a rule before the first move,
# `new`) leaves no recording of its own: one file for the game played.
# (The bot deals; ana, seat 2, plays first.)
printf 'rule queen=20\nnew\ndraw stock\ndiscard\nquit\n' | XDG_STATE_HOME="$T/u" HOME="$T/u" $BIN play golf4 --players bot,ana --seed 3 >"$T/out" 2>&1
check 20 "[ \$(ls '$T'/u/cardwright/games/ | wc -l) = 1 ] && grep -q '^2 discard\$' '$T'/u/cardwright/games/*.replay && grep -q ' queen=20 ' '$T'/u/cardwright/games/*.replay" \
	"a rule and a new before the first move leave one recording, of the game played"
