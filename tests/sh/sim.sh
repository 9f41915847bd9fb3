#!/bin/sh
# cardwright sim: the same seed gives the same summary for any --jobs,
# shards merged give exactly the unsplit run, bad arguments exit 2 with
# one line on stderr. Run from the top of the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -f "$T/err" ] && sed 's/^/# /' "$T/err"; }
check() { if [ "$1" = 0 ]; then ok "$2"; else notok "$2"; fi; }

JOBS2=2
[ "$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)" -ge 2 ] || JOBS2=1

bad_args() {
	echo "--games 0"
	echo "--games -5"
	echo "--games 99999999999999"
	echo "--jobs 100000"
	echo "--jobs 0"
	echo "--bots greedy,wizard"
	echo "--players 9"
	echo "--seed -1"
	echo "--shard 3/2"
	echo "--shard x"
	echo "--compare nothing"
	echo "--frobnicate"
	echo "--games 3 --games 4"
	echo "--seed 1 --seed=2"
	echo "--rule queen=12 --rule queen=20"
	echo "--compare queen=12 --compare queen=20"
	echo "--record $T/r1 --record $T/r2"
	echo "--rule holes=3 --rule target=50"
	# a directory whose mode bits allow it but whose files cannot be made
	echo "--plot /proc/cardwright-plot.svg"
}
nbad=$(bad_args | wc -l)
echo "1..$((nbad + 31))"

A="golf4 --games 300 --seed 7 --bots greedy,random,random"
$BIN sim $A --jobs 1 >"$T/j1" 2>"$T/err"; r1=$?
$BIN sim $A --jobs $JOBS2 >"$T/j2" 2>>"$T/err"; r2=$?
[ $r1 = 0 ] && [ $r2 = 0 ] && cmp -s "$T/j1" "$T/j2" && grep -q '^3 ' "$T/j1"
check $? "same seed, same text summary for --jobs 1 and --jobs $JOBS2"

$BIN sim $A --jobs 1 --json >"$T/j1.json" 2>"$T/err" &&
	$BIN sim $A --jobs $JOBS2 --json >"$T/j2.json" 2>>"$T/err" && cmp -s "$T/j1.json" "$T/j2.json"
check $? "same seed, same JSON for --jobs 1 and --jobs $JOBS2"

$BIN sim $(echo "$A" | sed "s/--seed 7/--seed 8/") >"$T/other" 2>"$T/err" && ! cmp -s "$T/j1" "$T/other"
check $? "another seed gives other figures"

$BIN sim $A --shard 1/2 --json >"$T/s1.json" 2>"$T/err" &&
	$BIN sim $A --shard 2/2 --json --jobs $JOBS2 >"$T/s2.json" 2>>"$T/err" &&
	$BIN sim --merge "$T/s2.json" "$T/s1.json" >"$T/merged" 2>>"$T/err" && cmp -s "$T/j1" "$T/merged"
check $? "--shard 1/2 and 2/2 merged equal the unsplit text summary"

$BIN sim --merge "$T/s1.json" "$T/s2.json" --json >"$T/merged.json" 2>"$T/err" && cmp -s "$T/j1.json" "$T/merged.json"
check $? "merged JSON equals the unsplit JSON"

$BIN sim --merge "$T/s1.json" >"$T/out" 2>"$T/err"
[ $? = 2 ] && [ "$(wc -l <"$T/err")" = 1 ] && grep -q 'missing' "$T/err"
check $? "a merge without every shard exits 2"

C="golf4 --games 200 --seed 3 --compare knock_first_turn=no"
$BIN sim $C --jobs 1 >"$T/c1" 2>"$T/err" && $BIN sim $C --jobs $JOBS2 >"$T/c2" 2>>"$T/err" &&
	cmp -s "$T/c1" "$T/c2" && grep -q 'compared: *knock_first_turn=no' "$T/c1" && grep -q 'difference' "$T/c1"
check $? "--compare prints both runs and the difference, the same for any --jobs"

# Each arm's spread: the base's hole sd is the plain run's (same seeds).
$BIN sim golf4 --games 200 --seed 3 >"$T/plain" 2>>"$T/err" &&
	sd=$(awk '$1 == "1" && $2 == "greedy" { print $4 }' "$T/plain") && [ -n "$sd" ] &&
	grep -q "^1 .* sd $sd .* sd [0-9.]* " "$T/c1"
check $? "--compare shows each arm's hole sd (the base's is the plain run's, $sd)"
# By hand: constant_score scores seat s 40 + s every hole (its
# layout_score, golf4 without a knock penalty), so its arm's holes have sd
# 0, seat 1's mean is 41 and it wins every match (lowest total).
$BIN sim golf4 --games 50 --seed 3 --players 3 --compare tests/scripts/constant_score.lua >"$T/cs" 2>>"$T/err" &&
	grep -q '^1 .*| 41.00 \[41.00, 41.00\]  sd 0.000   100.00% ' "$T/cs" &&
	grep -q '^3 .*| 43.00 \[43.00, 43.00\]  sd 0.000   0.00% ' "$T/cs"
check $? "--compare: a house rule scoring seat s 40 + s every hole shows sd 0, means 41 and 43, seat 1 winning all"

$BIN sim $C --shard 1/3 --json >"$T/c1.json" 2>"$T/err" && $BIN sim $C --shard 2/3 --json >"$T/c2.json" &&
	$BIN sim $C --shard 3/3 --json >"$T/c3.json" && $BIN sim --merge "$T"/c?.json >"$T/cm" 2>>"$T/err" &&
	cmp -s "$T/c1" "$T/cm"
check $? "--compare shards 1/3 2/3 3/3 merge to the unsplit comparison"

# A recorded simulation replays: Desmoche's endless match is simulated
# hand by hand (its simulate rule hands = 1, DES-B1), and the file says so.
mkdir -p "$T/rec" && $BIN sim desmoche --games 2 --players 3 --seed 4 --record "$T/rec" >/dev/null 2>"$T/err" &&
	grep '^rule ' "$T/rec/game-1.replay" | tr ' ' '\n' | grep -qx 'hands=1' && $BIN replay "$T/rec/game-1.replay" >/dev/null 2>>"$T/err" &&
	$BIN replay "$T/rec/game-2.replay" >/dev/null 2>>"$T/err"
check $? "sim desmoche --record writes its simulate rule hands=1, and the files verify"
rm -f "$T"/rec/*
$BIN sim desmoche --games 1 --players 3 --seed 4 --rule hands=2 --record "$T/rec" >/dev/null 2>"$T/err" &&
	[ "$(grep '^rule ' "$T/rec/game-1.replay" | tr ' ' '\n' | grep '^hands=')" = hands=2 ] && $BIN replay "$T/rec/game-1.replay" >/dev/null 2>>"$T/err"
check $? "a rule given to sim wins over the simulate rule in the recording"

# Two arms that play the same games (a house rule that changes nothing):
# every difference paired over the same seeds is exactly zero, with an
# interval of zero width (the mean hole's was taken as unpaired).
mkdir -p "$T/same" && printf 'return require("golf4"):extend{ name = "golf4_same", title = "golf4 again" }\n' >"$T/same/golf4_same.lua"
$BIN sim golf4 --compare "$T/same/golf4_same.lua" --games 60 --players 3 --seed 5 >"$T/out" 2>"$T/err" &&
	[ "$(sed -n '/^difference/,/^turns per hole/p' "$T/out" | grep -c '^[123] *+0\.000 \[+0\.000, +0\.000\] *+0\.00 \[+0\.00, +0\.00\] *+0\.00 \[+0\.00, +0\.00\]$')" = 3 ]
check $? "--compare with a copy of itself: every paired difference +0 [+0, +0]"

# G6-4: a 6-card hole ends as soon as one layout is all face up, and that
# seat is the hole's caller: every hole of every match has one, not only
# the match's last (the call and the end of its hole are one action).
$BIN sim golf6 --players 3 --rule holes=3 --games 20 --seed 2 >"$T/out" 2>"$T/err" &&
	grep -q '^calls: 100.0% of holes' "$T/out"
check $? "golf6, 3 holes a match: a call in 100.0% of holes (G6-4)"

# Two variants whose totals count different things (DES-B1: Desmoche's
# are chips, the highest wins; G-9: Golf's are points, the lowest wins):
# the verdict compares no totals and says why; the JSON keeps each run's
# `wins`, so a merge of shards says the same.
$BIN sim golf4 --compare desmoche --games 40 --players 2 --seed 3 >"$T/out" 2>"$T/err" &&
	grep -qx 'units: the lowest total wins golf4 and the highest desmoche: their scores count different things, so the verdict compares win shares, turns and calls, not totals' "$T/out" &&
	grep '^verdict' "$T/out" | grep -q 'turns longer' && ! grep '^verdict' "$T/out" | grep -q 'match total' &&
	! grep -q '^units' "$T/c1"
check $? "golf4 --compare desmoche: the units line, no totals in the verdict; golf4 against itself has none"
$BIN sim golf4 --compare desmoche --games 4 --players 2 --seed 3 --json >"$T/j" 2>"$T/err" &&
	[ "$(grep -o '"wins": *"[a-z]*"' "$T/j" | tr -d ' ' | tr '\n' ,)" = '"wins":"lowest","wins":"highest",' ]
check $? "golf4 --compare desmoche --json: each run's wins, lowest then highest"
for i in 1 2; do $BIN sim golf4 --compare desmoche --games 40 --players 2 --seed 3 --json --shard $i/2 >"$T/u$i.json" 2>>"$T/err"; done
$BIN sim --merge "$T/u1.json" "$T/u2.json" >"$T/m" 2>>"$T/err" && grep '^units\|^verdict' "$T/out" >"$T/a" &&
	grep '^units\|^verdict' "$T/m" >"$T/b" && cmp -s "$T/a" "$T/b"
check $? "golf4 --compare desmoche, two shards merged: the same units line and verdict"

# Chips compared, paired (G4 `pot`): the base (pot off) moves no chip, so
# each seat's paired difference is the compared run's net, the verdict
# names a seat's chips only from that line, and two shards merged say the
# same (the JSON's dchips read back).
$BIN sim golf4 --compare pot=5 --games 300 --players 3 --seed 4 >"$T/out" 2>"$T/err" &&
	nets=$(sed -n '/^chips per game (net/{n;p;}' "$T/out" | sed 's/.*\/ *//') &&
	diffs=$(sed -n 's/^chips per game, difference (compared - base), paired, 95% CI: //p' "$T/out" | sed 's/ \[[^]]*\]//g') &&
	[ -n "$nets" ] && [ "$(printf '%.2f %.2f %.2f' $nets)" = "$(printf '%.2f %.2f %.2f' $diffs)" ] &&
	for i in 1 2; do $BIN sim golf4 --compare pot=5 --games 300 --players 3 --seed 4 --json --shard $i/2 >"$T/p$i.json" || exit 1; done &&
	$BIN sim --merge "$T/p1.json" "$T/p2.json" >"$T/m" 2>>"$T/err" && grep '^chips\|^verdict' "$T/out" >"$T/a" &&
	grep '^chips\|^verdict' "$T/m" >"$T/b" && cmp -s "$T/a" "$T/b"
check $? "golf4 --compare pot=5: the chips' paired difference is the compared nets; merged shards say the same"
# DES-B2, DES-B5: the stake and every bonus are `bet` chips, and no bot
# reads the bet, so bet=2 doubles every game's nets: the difference is the
# base's nets; Desmoche's totals are its chips, so the verdict says them
# once, as totals.
$BIN sim desmoche --players 2 --bots greedy,random --games 200 --seed 4 --compare bet=2 >"$T/out" 2>"$T/err" &&
	base=$(sed -n '/^chips per game (net/{n;p;}' "$T/out" | sed 's/ *\/.*//') &&
	cmp=$(sed -n '/^chips per game (net/{n;p;}' "$T/out" | sed 's/.*\/ *//') &&
	diffs=$(sed -n 's/^chips per game, difference (compared - base), paired, 95% CI: //p' "$T/out" | sed 's/ \[[^]]*\]//g') &&
	[ -n "$base" ] && [ "$(echo "$base" | awk '{ printf "%.3f %.3f", 2 * $1, 2 * $2 }')" = "$(echo "$cmp" | awk '{ printf "%.3f %.3f", $1, $2 }')" ] &&
	[ "$(printf '%.2f %.2f' $base)" = "$(printf '%.2f %.2f' $diffs)" ] &&
	grep '^verdict' "$T/out" | grep -q "seat 1's match total is" && ! grep '^verdict' "$T/out" | grep -q 'chips a game'
check $? "desmoche --compare bet=2: every net doubled, the difference the base's nets, told once as totals"

# A mean per hole compared is the difference of the two runs' means
# (each a seat's points over the holes), with its interval from the ratios'
# linear terms over the paired games. Worked by hand on two games whose
# sums are set in a merged shard: base holes 2 and 4, compared 3 and 1;
# seat 1's points 10 and 16, then 18 and 5. Ra = 26/6, Rb = 23/4, the
# difference 1.41667; z = (yb - Rb nb)/2 - (ya - Ra na)/3 is -0.06944 and
# +0.06944, so se = 0.06944 and the interval 1.41667 -+ 1.96 se is
# [1.281, 1.553]. Seat 2 scored 0 throughout; the turns, 20 and 40, then
# 30 and 10, are 10 a hole in both runs: +0.00 [+0.00, +0.00]. (The
# shard played 3 games, of which these 2 are paired: a shard whose every
# game is paired must hold the runs' own sums.)
$BIN sim golf4 --compare queen=20 --games 3 --players 2 --seed 3 --shard 1/1 --json >"$T/r.json" 2>"$T/err" &&
	jq '.paired.games = 2 | .paired.holes = [6, 4, 20, 10, 10] | .paired.turn_ratio = [60, 40, 2000, 1000, 1000, 200, 100, 100, 100] |
		.paired.seats[].dwin_840ths = 0 | .paired.seats[].dwin_840ths_sq = 0 |
		.paired.seats[].dtotal = 0 | .paired.seats[].dtotal_sq = 0 |
		.paired.seats[0].hole_ratio = [26, 23, 356, 349, 260, 84, 59, 46, 56] |
		.paired.seats[1].hole_ratio = [0, 0, 0, 0, 0, 0, 0, 0, 0] |
		.paired.points_ratio = [26, 23, 356, 349, 260, 84, 59, 46, 56]' "$T/r.json" >"$T/r2.json" &&
	$BIN sim --merge "$T/r2.json" >"$T/out" 2>>"$T/err" &&
	grep -q '^1    +1\.417 \[+1\.281, +1\.553\] ' "$T/out" && grep -q '^2    +0\.000 \[+0\.000, +0\.000\] ' "$T/out" &&
	grep -q "^turns per hole: .*all seats' turns together, difference +0\.00 \[+0\.00, +0\.00\]$" "$T/out"
check $? "a compared mean hole by hand: 23/4 - 26/6 = +1.417 [+1.281, +1.553] over two paired games"
# every seat's points together (seat 2's are nought): the same ratio
# over two seats, +0.708 with half the spread, 0.708 -+ 1.96 x 0.0347
grep -q "^all  +0\.708 \[+0\.640, +0\.776\]    (a seat's mean, all seats' points together)$" "$T/out"
check $? "all seats' points together, by hand: (23/4 - 26/6) / 2 = +0.708 [+0.640, +0.776]"
# A rule alike for every seat (golf6 pairs = anywhere: two equal ranks
# anywhere score 0, G6 options) lowers every seat's holes; the verdict
# says so once for all the seats, as the mean of the seats' differences
# (the runs play nine holes each: the points together are their sum).
$BIN sim golf6 --compare pairs=anywhere --games 100 --players 3 --jobs 2 >"$T/out" 2>>"$T/err" &&
	want=$(sed -n '/^difference (compared/,/^all /p' "$T/out" | awk '$1 ~ /^[123]$/ { s += $2; n++ } END { if (n == 3) printf "%.2f", -s / 3 }') &&
	[ -n "$want" ] && grep '^verdict' "$T/out" | grep -q "a seat, all seats together, scores $want \[[0-9.]*, [0-9.]*\] less a hole"
check $? "a rule alike for every seat: the verdict tells the seats' holes together"
! grep '^verdict' "$T/out" | grep -q "seat [123] scores [0-9.]* \[[^]]*\] less\|seat [123]'s match total is [0-9.]* \[[^]]*\] lower"
check $? "... and not again seat by seat"
# A seat's claim prints the interval it was tested at: 95% for the seats
# together (Bonferroni, z = 2.2414 for two seats), not 95% for one seat.
# By hand: 40 paired games, seat 1 wins 20 more (a difference of 1) and
# the same in 20; mean 0.5, sd sqrt((20 - 20^2/40) / 39) = 0.50637, se
# 0.50637 / sqrt(40) = 0.080064; 0.5 -+ 2.2414 se = [32.1, 67.9]% (at
# z = 1.96 it would read [34.3, 65.7]).
$BIN sim golf4 --compare queen=20 --games 41 --players 2 --seed 3 --rule holes=1 --shard 1/1 --json >"$T/w.json" 2>>"$T/err" &&
	jq '.paired.games = 40 | .paired.holes = [40, 40, 40, 40, 40] | .paired.turn_ratio = [400, 400, 4000, 4000, 4000, 400, 400, 400, 400] |
		.paired.seats[0].dwin_840ths = 16800 | .paired.seats[0].dwin_840ths_sq = 14112000 |
		.paired.seats[1].dwin_840ths = -16800 | .paired.seats[1].dwin_840ths_sq = 14112000 |
		.paired.seats[].dtotal = 0 | .paired.seats[].dtotal_sq = 0 |
		.paired.seats[].hole_ratio = [0, 0, 0, 0, 0, 0, 0, 0, 0] | .paired.points_ratio = [0, 0, 0, 0, 0, 0, 0, 0, 0]' \
		"$T/w.json" >"$T/w2.json" && $BIN sim --merge "$T/w2.json" >"$T/out" 2>>"$T/err" &&
	grep '^verdict' "$T/out" | grep -q "seat 1 wins 50\.0% \[32\.1, 67\.9\] more often; seat 2 wins 50\.0% \[32\.1, 67\.9\] less often\.$"
check $? "a seat's win share told with its interval for the seats together, by hand: 50.0% [32.1, 67.9]"
# a summary written before the seats' points together has no such row
jq 'del(.paired.points_ratio)' "$T/r2.json" >"$T/r3.json" && $BIN sim --merge "$T/r3.json" >"$T/out" 2>>"$T/err" &&
	grep -q '^1    +1\.417 ' "$T/out" && ! grep -q '^all ' "$T/out"
check $? "a summary without the seats' points together merges, and shows no row for them"

# In a match to a target (DACZ-S3: 100) a house rule that adds points ends
# it in fewer holes: each seat's paired mean hole is its compared mean less
# its base mean as the table prints them (two decimals each), and the
# verdict tells the shorter matches (its totals fall with them).
$BIN sim dacz --compare tests/scripts/dacz_beaten20.lua --games 120 --players 3 --seed 2 >"$T/out" 2>"$T/err" &&
	awk -F'|' '/^[123] +greedy/ { split($2, b, " "); split($3, c, " "); d[$1 + 0] = c[1] - b[1] }
		/^[123] +[+-][0-9]/ { split($0, f, " "); x = f[2] - d[f[1]]; if (x > 0.011 || x < -0.011) bad++; n++ }
		END { exit !(n == 3 && !bad) }' "$T/out" &&
	grep '^verdict' "$T/out" | grep -q 'matches play [0-9.]* \[[0-9., ]*\] fewer holes'
check $? "dacz to 100, a beaten caller adds 20: the paired mean hole is the difference of the means; matches are shorter"
sed -n "s/^verdict.*holes last \([0-9.]*\) \[[^]]*\] turns [a-z]*, all seats' turns together (\([0-9.]*\) a seat).*/\1 \2/p" "$T/out" |
	awk '{ x = $1 / 3 - $2; n++ } END { exit !(n == 1 && x < 0.006 && x > -0.006) }'
check $? "the verdict's turns of a hole are all seats' together, and a third of them a seat's (3 seats)"
# a total that falls with a shorter match at the same points a hole says so
$BIN sim dacz --compare target=50 --games 60 --players 2 --seed 3 >"$T/out" 2>>"$T/err" &&
	grep '^verdict' "$T/out" | grep -q "seat 1's match total is [0-9.]* \[[0-9., ]*\] lower at as many points a hole ([-+][0-9.]* \["
check $? "dacz, a target of 50: a seat's lower total is told at as many points a hole"

# A run the variant stops (a hook that fails in every game) says so in
# its header, not "interrupted" as Ctrl-C does, and the error follows.
$BIN sim golf4 --compare tests/scripts/golf4_misread_option.lua --games 5 >"$T/out" 2>"$T/err"
[ $? = 1 ] && head -n 1 "$T/out" | grep -q '^golf4, 4 players, 0 games, seed 1 (stopped by the error below: 0 of 5 games)$' &&
	grep -q "golf4_misread_option.lua:5: unknown option 'qeen' (did you mean 'queen'?) (in layout_score of golf4_misread_option)" "$T/err"
check $? "a run whose house rule fails in every game: 'stopped by the error below', then the error"

# --NAME=VALUE as --NAME VALUE; a refused second --record made nothing
$BIN sim golf4 --games=3 --players=2 --seed=4 >"$T/a" 2>"$T/err" && $BIN sim golf4 --games 3 --players 2 --seed 4 >"$T/b" 2>>"$T/err" &&
	cmp -s "$T/a" "$T/b"
check $? "--games=3 --players=2 --seed=4 is --games 3 --players 2 --seed 4"
[ ! -e "$T/r1" ] && [ ! -e "$T/r2" ]
check $? "a --record given twice is refused before either directory is made"

k=$n
bad_args | while read -r arg; do
	k=$((k + 1))
	$BIN sim golf4 $arg >"$T/out" 2>"$T/err"
	rc=$?
	if [ $rc = 2 ] && [ "$(wc -l <"$T/err")" = 1 ] && [ ! -s "$T/out" ]; then
		echo "ok $k - sim golf4 $arg: exit 2, one line"
	else
		echo "not ok $k - sim golf4 $arg: exit $rc, expected 2 and one line"
		sed 's/^/# /' "$T/err"
	fi
done
