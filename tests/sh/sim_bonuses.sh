#!/bin/sh
# sim counts the bonuses a variant's scoring names (g:bonus), per seat and
# per arm, from the round's own scoring only (not the bots' look-ahead).
# The test variant names `dealt` for the dealer of each hole: seat 1 deals
# the first hole and the deal passes on (G-2, NOTATION.md), so in a 9-hole
# match (G-9 holes = 9) of 2 seats seat 1 deals holes 1, 3, 5, 7, 9 (5) and
# seat 2 holes 2, 4, 6, 8 (4); of 3 seats each deals 3. Counts by hand.
BIN=./cardwright
V=tests/scripts/dealer_bonus.lua
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -f "$T/err" ] && sed 's/^/# /' "$T/err"; }
check() { if [ "$1" = 0 ]; then ok "$2"; else notok "$2"; fi; }
dealt() { grep -o '"dealt":\[[0-9,]*\]' "$1" | tr '\n' ' '; }
echo "1..10"

$BIN sim $V --games 10 --players 2 --seed 5 --json >"$T/a.json" 2>"$T/err" &&
	[ "$(dealt "$T/a.json")" = '"dealt":[50,40] ' ]
check $? "G-2 10 matches of 9 holes, 2 seats: seat 1 dealt 50 holes, seat 2 40"

$BIN sim $V --games 4 --players 3 --seed 5 --json >"$T/b.json" 2>"$T/err" &&
	[ "$(dealt "$T/b.json")" = '"dealt":[12,12,12] ' ]
check $? "G-2 4 matches of 9 holes, 3 seats: each seat dealt 12 holes"

$BIN sim $V --games 10 --players 2 --seed 5 --compare mark=off --json >"$T/c.json" 2>"$T/err" &&
	[ "$(dealt "$T/c.json")" = '"dealt":[50,40] "dealt":[0,0] ' ]
check $? "--compare: per arm, the base's 50 and 40, none where the option names no bonus"

$BIN sim $V --games 10 --players 2 --seed 5 --compare mark=off >"$T/c.txt" 2>"$T/err" &&
	grep -q '^  dealt  *0\.556 0\.444 / 0\.000 0\.000$' "$T/c.txt"
check $? "the text summary: per hole, 5/9 and 4/9 against 0 and 0"

# The search bot scores thousands of imagined rounds on clones of the game:
# none of them counts.
$BIN sim $V --games 2 --players 2 --seed 5 --bots mcts:8,greedy --json >"$T/d.json" 2>"$T/err" &&
	[ "$(dealt "$T/d.json")" = '"dealt":[10,8] ' ]
check $? "with a search bot at the table, only the rounds played count: 10 and 8"

$BIN sim $V --games 10 --players 2 --seed 5 --shard 1/2 --json >"$T/s1.json" 2>"$T/err" &&
	$BIN sim $V --games 10 --players 2 --seed 5 --shard 2/2 --json >"$T/s2.json" 2>>"$T/err" &&
	$BIN sim --merge "$T/s1.json" "$T/s2.json" --json >"$T/m.json" 2>>"$T/err" &&
	[ "$(dealt "$T/m.json")" = '"dealt":[50,40] ' ]
check $? "shards merged: the counts of the unsplit run"

# A bonus the variant does not declare is an error naming it.
cat >"$T/undeclared.lua" <<'LUA'
return require("golf4"):extend { name = "undeclared",
  layout_score = function(g, seat) g:bonus(seat, "nope"); return 0 end }
LUA
$BIN sim "$T/undeclared.lua" --games 1 --players 2 >"$T/out" 2>"$T/err"
[ $? != 0 ] && grep -q "unknown bonus 'nope' (expected a key of the variant's bonuses)" "$T/err"
check $? "g:bonus with a key the variant does not declare: an error that names it"

# Chips the hooks move (g:pay) are summed per seat and game, in the runs
# where any move. golf4's pot (G4 options: pot): every seat antes N into
# the pot at each hole's deal, so with pot=5 chips move in every game, and
# a game of one hole takes 5 from each seat before the knock settles it;
# the base (pot=off) moves none.
$BIN sim golf4 --rule holes=1 --compare pot=5 --games 40 --players 4 --seed 3 --json >"$T/pot.json" 2>"$T/err" &&
	[ "$(grep -o '"chip_games":[0-9]*' "$T/pot.json")" = '"chip_games":40' ] &&
	[ "$(grep -o '"chips_sum":-*[0-9]*' "$T/pot.json" | wc -l)" = 4 ]
check $? "sim --compare pot=5: chips move in all 40 games of the compared arm, none in the base"
# each seat pays 5 a game (the ante) and at most takes the pot of 4 x 5
# (a lowest knocker) or pays the pot again (a beaten one, 20): the net of
# a seat over 40 games lies in [-25 x 40, +15 x 40], and the pot keeps
# what nobody took, so the seats together never gain
grep -o '"chips_sum":-*[0-9]*' "$T/pot.json" | cut -d: -f2 |
	awk '{ if ($1 < -25 * 40 || $1 > 15 * 40) bad = 1; sum += $1 } END { exit !(NR == 4 && !bad && sum <= 0) }'
check $? "pot=5, one hole a game: a seat nets -25 to +15 chips a game, and the seats together never gain (the pot keeps the rest)"
$BIN sim golf4 --rule holes=1 --compare pot=5 --games 40 --players 4 --seed 3 >"$T/pot.txt" 2>"$T/err" &&
	grep -q '^chips per game (net, paid to the seat less paid by it), seat 1 to 4 (base / compared):$' "$T/pot.txt" &&
	grep -q '^  +0.000 +0.000 +0.000 +0.000 / ' "$T/pot.txt"
check $? "the text summary shows the chips per game of both arms, the base's all 0"

