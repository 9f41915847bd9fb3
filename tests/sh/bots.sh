#!/bin/sh
# The search bot and the simulator's comparison: mcts decides from its
# seat's view alone, greedy follows a house rule's scoring, every bot game
# ends, `sim --compare` takes a variant, a file or K=V, `--plot` draws with
# gnuplot, and bad input gets one line. Run from the top of the tree.
BIN=./cardwright
. tests/sh/lib/tap.sh
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME"
echo "1..27"

# ---- hidden information: same view, same choice ----
# A real-table golf4 hole (a deck line) stopped after ben's draw. Ben sees
# his drawn card (KD, deck card 14), his slots 3 and 4 (AS, 4H: deck cards
# 7 and 10, peeked under peek=nearest2) and the discard (10C, card 13).
# File b moves cards ben cannot see: his own slot 1 (deck card 1) with
# cy's slot 1 (card 2), and ana's slot 1 (card 3) with a stock card
# (card 20). File c changes a card ben sees (his slot 3, card 7).
deck="5H 9C KS 2D JH 3C AS 8D QC 4H 7S 6D 10C KD 2H 9S QH AC 5C 8C AD 5D 10D AH 7H 10H 3S 6S JS 2C 6C JC 3D 7D JD 3H 8H KH 4S 8S QS 4C 7C KC 4D 9D QD 6H 9H 2S 5S 10S"
# hints STEP: the hint at that step of $T/a.replay, b and c, into
# $T/a.hint, b and c (and all three into $T/out, for a failure's report).
hints() {
	for f in a b c; do
		printf 'hint\nquit\n' | $BIN replay "$T/$f.replay" --to "$1" 2>&1 | grep -A1 'bot would play' >"$T/$f.hint"
	done
	cat "$T/a.hint" "$T/b.hint" "$T/c.hint" >"$T/out"
}
hole() {	# deck
	printf 'cardwright-replay 1\nvariant golf4\nrule holes=1\nplayers ana ben cy\n\nround 1\ndeck %s\nben draw stock\n' "$1"
}
hole "$deck" >"$T/a.replay"
hole "$(echo "$deck" | awk '{ t = $1; $1 = $2; $2 = t; t = $3; $3 = $20; $20 = t; print }')" >"$T/b.replay"
hole "$(echo "$deck" | awk '{ t = $7; $7 = $20; $20 = t; print }')" >"$T/c.replay"
hints 9
[ -s "$T/a.hint" ] && grep -q 'about' "$T/a.hint" && cmp -s "$T/a.hint" "$T/b.hint"
result $? "mcts: states that differ only in cards the seat cannot see give the same hint, scores included"
! cmp -s "$T/a.hint" "$T/c.hint"
result $? "mcts: a card the seat sees changes the hint (the test can tell)"

# The same in two players' golf6 and cabo, where the playouts place cards
# by what the search learned from the variant's scoring (pair columns,
# powers). Two seats are dealt in turn from ben: ben's slot k is deck card
# 2k - 1, ana's card 2k.
#   golf6 after the start flips (ben 2 and 5: KS, QC, cards 3 and 9; ana
#   4 and 5) and ben's draw (KD, card 14), before which 10C (card 13) is
#   the discard. b: ben's hidden slot 1 (card 1) with ana's hidden slot 1
#   (card 2), ana's hidden slot 2 (card 4) with a stock card (card 20);
#   c: ben's face-up KS (card 3) with card 20.
#   cabo after ben's draw (4H, card 10); ben has seen his slots 3 and 4
#   (JH, AS, cards 5 and 7). b: ben's slot 1 (card 1) with ana's slot 1
#   (card 2), ana's slot 2 (card 4) with card 20; c: ben's JH (card 5)
#   with card 20.
two() {	# variant deck actions
	printf 'cardwright-replay 1\nvariant %s\nrule holes=1\nplayers ana ben\n\nround 1\ndeck %s\n%s\n' "$1" "$2" "$3"
}
for spec in "golf6:3:ben flip 2|ben flip 5|ana flip 4|ana flip 5|ben draw stock" "cabo:5:ben draw stock"; do
	v=${spec%%:*} rest=${spec#*:}
	seen=${rest%%:*} acts=$(echo "${rest#*:}" | tr '|' '\n')
	to=$((8 + $(echo "$acts" | wc -l)))
	two "$v" "$deck" "$acts" >"$T/a.replay"
	two "$v" "$(echo "$deck" | awk '{ t = $1; $1 = $2; $2 = t; t = $4; $4 = $20; $20 = t; print }')" "$acts" >"$T/b.replay"
	two "$v" "$(echo "$deck" | awk -v k="$seen" '{ t = $k; $k = $20; $20 = t; print }')" "$acts" >"$T/c.replay"
	hints $to
	[ -s "$T/a.hint" ] && grep -q 'about' "$T/a.hint" && cmp -s "$T/a.hint" "$T/b.hint" && ! cmp -s "$T/a.hint" "$T/c.hint"
	result $? "mcts in $v: the same view gives the same hint; a card the seat sees changes it"
done

# Desmoche, two players dealt in turn from ben (the seat after the
# dealer): ben's cards are the odd deck cards 1 to 17, ana's the even
# ones; ben passes first (DES-C1). b: ana's cards 2 and 4 with stock
# cards 20 and 30; c: ben's card 1 with card 20.
des() {	# deck
	printf 'cardwright-replay 1\nvariant desmoche\nplayers ana ben\n\nround 1\ndeck %s\n' "$1"
}
des "$deck" >"$T/a.replay"
des "$(echo "$deck" | awk '{ t = $2; $2 = $20; $20 = t; t = $4; $4 = $30; $30 = t; print }')" >"$T/b.replay"
des "$(echo "$deck" | awk '{ t = $1; $1 = $20; $20 = t; print }')" >"$T/c.replay"
hints 7
[ -s "$T/a.hint" ] && grep -q 'cambio' "$T/a.hint" && cmp -s "$T/a.hint" "$T/b.hint" && ! cmp -s "$T/a.hint" "$T/c.hint"
result $? "mcts in desmoche: the same view gives the same hint; a card the seat sees changes it"

# ---- the search does not go round in circles ----
# Moving a card from one meld to another and back (DES-P13) changes
# nothing the playouts can tell, so both moves score as the discard does.
# In a hand of seed 11 (game 9 of 40) the search used to make them for
# ever; no seat may now make a move that undoes its own last one. Since
# the search's samples also draw the hidden cards' numbers, that hand has
# no move; game 8 of 30 of seed 3 has two (KS from meld 2 to 1, and back
# two turns later, which is no undo of the move just before).
CW_BOT_TRACE=1 timeout 300 $BIN sim desmoche --players 2 --bots mcts,greedy --games 30 --shard 8/30 --seed 3 \
	>"$T/out" 2>"$T/trace"
rc=$?
grep -q '^1 ' "$T/out" && [ $rc = 0 ] && grep -q -- '-> desmoche ' "$T/trace" &&
	awk '/ -> / { sub(/.* -> /, ""); split($0, a, " ")
		if (a[1] == "desmoche" && p[$0] != "" ) bad = 1
		last = $0; undo = a[1] == "desmoche" ? "desmoche " a[2] " " a[4] " " a[3] : ""
		delete p; if (undo != "") p[undo] = 1 }
		END { exit bad }' "$T/trace"
result $? "mcts in desmoche: the hand ends, and no move undoes the move before it"

# ---- deterministic for a seed, on any number of threads ----
$BIN sim golf4 --players 2 --bots mcts:50 --games 4 --rule holes=2 --jobs 1 >"$T/m1" 2>"$T/out" &&
	$BIN sim golf4 --players 2 --bots mcts:50 --games 4 --rule holes=2 --jobs 2 >"$T/m2" 2>>"$T/out" &&
	cmp -s "$T/m1" "$T/m2" && grep -q '^bots: mcts:50 mcts:50' "$T/m1"
result $? "mcts: the same seed gives the same games with --jobs 1 and 2"

# ---- greedy follows the variant's scoring ----
# A house rule that changes only layout_score (tests/scripts/golf6_king_columns.lua).
mkdir -p "$T/rec"
$BIN sim golf6 --players 2 --games 20 --seed 3 --rule holes=1 --compare tests/scripts/golf6_king_columns.lua --record "$T/rec" >"$T/out" 2>&1
differ=0
for i in $(seq 1 20); do
	grep -v '^#\|^variant\|^rule\|^result' "$T/rec/game-$i.replay" >"$T/x"
	grep -v '^#\|^variant\|^rule\|^result' "$T/rec/game-$i-compare.replay" >"$T/y"
	cmp -s "$T/x" "$T/y" || differ=$((differ + 1))
done
echo "# greedy played differently in $differ of 20 games" >>"$T/out"
[ "$differ" -gt 0 ]
result $? "greedy: a house rule that changes only layout_score changes the moves (golf6, king columns -100)"

# ---- greedy weighs what calling does to the caller's score ----
# What the variant's scoring adds to a caller's round score, less what it
# adds to the others' (repl/callterm.c), in the three cases: strictly
# lowest (won), tied for lowest, beaten; x the caller's own score, y the
# lowest and z the highest other score.
# - golf4 (G4-4, knock_penalty = none): nothing in any case.
# - house rule 2 (golf4-strict-knock): a knocker not strictly lowest scores
#   double, so a tie and a beaten knock add x.
# - pablo, 3 seats: -10 in place of x when strictly lowest (PAB-S2), its
#   own value when tied (PAB-S3), plus the highest other when beaten
#   (PAB-S4).
# - cactus, 2 seats: 0 when strictly lowest (CAC-S1, -x); otherwise +10,
#   and the other seat, at or below the caller, scores 0 (CAC-S2: it loses
#   y, which counts for the caller).
term() {	# variant players
	CW_BOT_TRACE=1 $BIN sim "$1" --players "$2" --games 1 --bots greedy --seed 3 2>&1 | grep '^caller term' | sort -u
}
{ term golf4 2; term variants/examples/golf4-strict-knock.lua 2; term pablo 3; term cactus 2; } >"$T/terms"
cp "$T/terms" "$T/out"
[ "$(sed -n 1p "$T/terms")" = "caller term: none" ] &&
	[ "$(sed -n 2p "$T/terms")" = "caller term: won 0+0x+0y+0z; tied 0+1x+0y+0z; beaten 0+1x+0y+0z;" ] &&
	[ "$(sed -n 3p "$T/terms")" = "caller term: won -10-1x+0y+0z; tied 0+0x+0y+0z; beaten 0+0x+0y+1z;" ] &&
	[ "$(sed -n 4p "$T/terms")" = "caller term: won 0-1x+0y+0z; tied 10+1x+0y+0z; beaten 10+0x+1y+0z;" ] &&
	[ "$(wc -l <"$T/terms")" = 4 ]
result $? "greedy learns the caller's term from the scoring: none in golf4, house rule 2, pablo, cactus"

# With house rule 2 a knock that is not strictly lowest doubles the
# knocker's hole, so greedy knocks later than in golf4, where it costs
# nothing: the same seeds, and the holes last longer.
$BIN sim golf4 --players 2 --games 300 --bots greedy --seed 3 --compare variants/examples/golf4-strict-knock.lua >"$T/out" 2>&1 &&
	grep -q "^verdict.* holes last [0-9.]* \\[[0-9.]*, [0-9.]*\\] turns longer, all seats' turns together" "$T/out"
result $? "greedy: a caller's penalty (house rule 2) makes it knock later, holes last longer"

# Going out (G6-4): in 6-card Golf the swap that turns a layout all face
# up ends the hole and makes its player the caller, with no call action.
# tests/scripts/golf6_out_double.lua doubles that player's hole when not
# strictly lowest (knock_tie = not_lowest), which adds x when tied or
# beaten and nothing when strictly lowest; golf6 itself adds nothing. So
# greedy learns that term for going out, and goes out later than in golf6.
out_term() {	# variant
	CW_BOT_TRACE=1 $BIN sim "$1" --players 2 --games 1 --bots greedy --seed 3 2>&1 | grep '^going out' | sort -u
}
{ out_term golf6; out_term tests/scripts/golf6_out_double.lua; } >"$T/out"
[ "$(sed -n 1p "$T/out")" = "going out: caller term: none" ] &&
	[ "$(sed -n 2p "$T/out")" = "going out: caller term: won 0+0x+0y+0z; tied 0+1x+0y+0z; beaten 0+1x+0y+0z;" ] &&
	[ "$(wc -l <"$T/out")" = 2 ]
result $? "greedy learns what going out adds from the scoring: none in golf6, x when not strictly lowest in the house rule"
$BIN sim golf6 --players 2 --games 300 --bots greedy --seed 3 --compare tests/scripts/golf6_out_double.lua >"$T/out" 2>&1 &&
	grep -q "^verdict.* holes last [0-9.]* \\[[0-9.]*, [0-9.]*\\] turns longer, all seats' turns together" "$T/out"
result $? "greedy: a penalty for going out not lowest (G6-4, a house rule) makes it go out later, holes last longer"

# ---- what the search bot's playouts learn of the scoring ----
# The pair terms (repl/lmodel.c): what two cards of one rank in two slots
# add to the sum of their values. Golf6, G6-5: two equal ranks in a column
# (slots 1-4, 2-5, 3-6) score 0, so a pair of sevens cancels 7 + 7 = 14,
# a pair of twos (2 = -2) adds 4, a pair of kings (0) nothing; no other
# two slots pair. With the king columns above, a pair of kings in a
# column is -100. Golf4 has no pairs by default (G4 option pairs = none).
mkdir -p "$XDG_CONFIG_HOME/cardwright/variants"
cp tests/scripts/golf6_king_columns.lua "$XDG_CONFIG_HOME/cardwright/variants/golf6-king-columns.lua"
terms() {	# variant actions
	printf 'cardwright-replay 1\nvariant %s\nrule holes=1\nplayers ana ben\nseed 4\n\nround 1\n%s\n' "$1" "$2" >"$T/t.replay"
	printf 'hint\nquit\n' | CW_BOT_TRACE=1 $BIN replay "$T/t.replay" --to $((9 + $(echo "$2" | wc -l))) 2>&1 |
		grep '^pair terms:'
}
flips="ben flip 2
ben flip 5
ana flip 4
ana flip 5
ben draw stock"
terms golf6 "$flips" >"$T/g6"
terms golf6-king-columns "$flips" >"$T/k6"
terms golf4 "ben draw stock" >"$T/g4"
cat "$T/g6" "$T/k6" "$T/g4" >"$T/out"
grep -q ' 1-4 7 -14, 2-5 7 -14, 3-6 7 -14,' "$T/g6" && grep -q ' 1-4 2 +4, 2-5 2 +4, 3-6 2 +4,' "$T/g6" &&
	[ "$(tr ',' '\n' <"$T/g6" | grep -c '[0-9]-[0-9]')" = "$(tr ',' '\n' <"$T/g6" | grep -c ' \(1-4\|2-5\|3-6\) ')" ] &&
	! grep -q ' 13 ' "$T/g6" && grep -q ' 1-4 13 -100, 2-5 13 -100, 3-6 13 -100' "$T/k6" &&
	[ "$(cat "$T/g4")" = "pair terms: none" ]
result $? "mcts learns the pair terms of the scoring: golf6 columns (G6-5), a house rule's king columns, none in golf4"

# ---- every bot game ends ----
$BIN sim golf6 --players 4 --bots greedy --games 3 --seed 1 >"$T/out" 2>&1 && grep -q '^4 ' "$T/out"
result $? "sim golf6 --players 4 --bots greedy completes"
$BIN sim tests/broken/endless_knock.lua --players 2 --games 2 >"$T/out" 2>"$T/err"
rc=$?
cat "$T/err" >>"$T/out"
[ $rc != 0 ] && [ "$(wc -l <"$T/err")" = 1 ] && grep -q 'endless_knock: game with seed [0-9]*: round 1 passed 2000 actions' "$T/err" &&
	grep -q '^bots: greedy greedy' "$T/out"
result $? "a round past max_actions is one error naming the variant and the seed, after the summary so far"

# ---- --compare ----
# The house rule and the command as the README gives them: the first Lua
# block after its heading "A house rule", and the indented `sim` line
# below it (fewer games, and the plot in the test's directory).
awk '/^## A house rule/ { h = 1 } h && /^```lua/ { on = 1; next } on && /^```/ { exit } on' README.md >"$T/my-rule.lua"
cmd=$(awk '/^## A house rule/ { h = 1 } h && /^    cardwright sim / { print; exit }' README.md |
	sed -e 's/^ *cardwright //' -e 's/--games [0-9]*/--games 100/' -e "s|--plot [^ ]*|--plot $T/my-rule.svg|")
top=$(pwd)
grep -q 'name = "my-rule"' "$T/my-rule.lua" && case "$cmd" in "sim golf4 --compare my-rule.lua "*) true ;; *) false ;; esac &&
	(cd "$T" && "$top/$BIN" $cmd --seed 2) >"$T/out" 2>&1 &&
	grep -q '^compared: *my-rule' "$T/out" && grep -q '^verdict' "$T/out" && grep -q '^calls: base' "$T/out" &&
	xmllint --noout "$T/my-rule.svg"
result $? "the README's house rule and its command: sim golf4 --compare my-rule.lua prints both runs, a verdict and the plot"
# G4-2, the house rule: a queen counts 20 instead of 10, so with the same
# deals the mean hole rises.
awk '$1 == "1" && $2 ~ /^[+-]/ { exit !($2 > 0) }' "$T/out"
result $? "queens at 20: seat 1's mean hole is higher in the compared run"
$BIN sim golf4 --compare golf4 --compare queen=20 --games 50 --players 2 >"$T/out" 2>&1 && grep -q 'compared: *queen=20' "$T/out"
result $? "--compare takes a variant name and K=V together"
$BIN sim golf4 --compare desmoche --players 5 --games 2 >"$T/out" 2>"$T/err"
rc=$?
cat "$T/err" >>"$T/out"
[ $rc = 2 ] && [ "$(wc -l <"$T/err")" = 1 ] && grep -q 'both accept 2 to 4 players (--players)' "$T/err"
result $? "two variants with different seat ranges: the player counts both accept"

# ---- --plot ----
$BIN sim golf4 --compare queen=20 --games 30 --players 2 --plot "$T/p.svg" >"$T/out" 2>&1 && [ -s "$T/p.svg" ] &&
	if command -v xmllint >/dev/null; then xmllint --noout "$T/p.svg"; else grep -q '</svg>' "$T/p.svg"; fi &&
	grep -q '<svg' "$T/p.svg"
result $? "--plot FILE.svg draws a well-formed SVG"
$BIN sim golf4 --games 10 --players 2 --plot "$T/p.png" >"$T/out" 2>&1 && [ "$(head -c 4 "$T/p.png" | tail -c 3)" = PNG ]
result $? "--plot FILE.png draws a PNG"
$BIN sim golf4 --games 1000000 --plot "$T/no/such/dir/p.svg" >"$T/out" 2>"$T/err"
rc=$?
cat "$T/err" >>"$T/out"
[ $rc != 0 ] && [ ! -s "$T/out.sum" ] && [ "$(wc -l <"$T/err")" = 1 ] && grep -q 'cannot write' "$T/err" && ! grep -q '^bots' "$T/out"
result $? "--plot to an unwritable path fails before the run"
printf 'an earlier plot\n' >"$T/keep.svg"
$BIN sim golf5 --games 10 --players 2 --plot "$T/keep.svg" >"$T/out" 2>"$T/err"
rc=$?
cat "$T/err" >>"$T/out"
[ $rc != 0 ] && grep -q "unknown variant 'golf5'" "$T/err" && [ "$(cat "$T/keep.svg")" = "an earlier plot" ] &&
	[ -z "$(ls "$T" | grep '^keep\.svg\.')" ]
result $? "--plot: a run that fails keeps the earlier plot of that name as it was"
$BIN sim golf5 --games 10 --players 2 --plot "$T/none.svg" >"$T/out" 2>&1
[ $? != 0 ] && [ ! -e "$T/none.svg" ]
result $? "--plot: a run that fails creates no file"

# ---- merged shards: histograms add, intervals from the sums ----
# Two hand-made shards of one 4-game run of golf4 (2 seats, one hole a
# game; the lowest total wins, a tie shares the win). Hole scores, seat 1
# and seat 2: shard 1 games (3, 9) and (5, 5); shard 2 (4, 6) and (10, 2).
# Seat 1 wins 1 + 1/2 + 1 + 0 = 2.5 of 4 games: 62.5%; per game x = 1,
# .5, 1, 0, sample variance (2.25 - 4 * .625^2) / 3 = .229167, standard
# error sqrt(.229167 / 4) = .239357, 95% interval .625 -+ 1.959964 *
# .239357 = [.155869, 1.094131], the upper bound cut at 1. The pooled
# hole scores: 2, 3, 4, 5, 5, 6, 9, 10.
shard() {	# I holes-json seat1-sums seat2-sums
	printf '{"format":"cardwright-sim","version":1,"variant":"golf4","players":2,"seed":5,"games_requested":4,'
	printf '"shard":[%s,2],"interrupted":false,"bots":["greedy","greedy"],"runs":[{"label":"base","options":"",' "$1"
	printf '"extra_rules":"","run_variant":"golf4","calls":0,"calls_best":0,"call_turn":0,"call_turn_sq":0,"verbs":{},'
	printf '"games":2,"holes":2,"steps":20,"seats":[%s,%s],"hole_scores":%s}]}\n' "$3" "$4" "$2"
}
seat() {	# seat sum sq win win_sq
	printf '{"seat":%s,"hole_sum":%s,"hole_sq":%s,"total_sum":%s,"total_sq":%s,"win_840ths":%s,"win_840ths_sq":%s,"turns":10}' \
		"$1" "$2" "$3" "$2" "$3" "$4" "$5"
}
shard 1 '[[3,1],[5,2],[9,1]]' "$(seat 1 8 34 1260 882000)" "$(seat 2 14 106 420 176400)" >"$T/s1.json"
shard 2 '[[2,1],[4,1],[6,1],[10,1]]' "$(seat 1 14 116 840 705600)" "$(seat 2 8 40 840 705600)" >"$T/s2.json"
$BIN sim --merge "$T/s2.json" "$T/s1.json" --json --plot "$T/merged.svg" >"$T/out" 2>&1 &&
	grep -q '"hole_scores":\[\[2,1\],\[3,1\],\[4,1\],\[5,2\],\[6,1\],\[9,1\],\[10,1\]\]' "$T/out" &&
	grep -q '"seat":1,[^}]*"mean_hole":5.5,[^}]*"win_share":0.625,"win_share_ci95":\[0.155869,1\.0*\]' "$T/out" &&
	xmllint --noout "$T/merged.svg"
result $? "sim --merge: the shards' hole scores add up, the win share's interval by hand, --plot draws the merged run"

# ---- bad bot names and budgets ----
$BIN sim golf4 --bots mcst >"$T/out" 2>"$T/err"
rc=$?
cat "$T/err" >>"$T/out"
[ $rc = 2 ] && [ "$(wc -l <"$T/err")" = 1 ] && grep -q "unknown bot 'mcst' (did you mean mcts?" "$T/err"
result $? "an unknown bot: one line, did you mean"
$BIN sim golf4 --bots mcts:0 >"$T/out" 2>"$T/err"
rc=$?
cat "$T/err" >>"$T/out"
[ $rc = 2 ] && [ "$(wc -l <"$T/err")" = 1 ] && grep -q "bad budget in 'mcts:0'" "$T/err"
result $? "a bad budget: one line with the range"
exit $((fails > 0))
