#!/bin/sh
# A bot knows a verb by its roles (core/role.h), never by its word: a house
# rule that only renames verbs (`rename`, tests/scripts/renamed_*.lua) is
# played by greedy bots move for move as its base, from the same seeds.
# Each game's recording of the renamed variant, its words read back into
# the base's, is the base's recording: the same moves, the same scores.
. tests/sh/lib/tap.sh
BIN=./cardwright
export CARDWRIGHT_PATH=variants:tests/scripts
echo "1..14"

# back BASE: the sed script that reads the renamed words back (one
# `new=old` a line on stdin), on action lines `SEAT WORD ...`.
back() {
	while IFS='=' read -r new old; do
		printf 's/^\\([0-9][0-9]*\\) %s\\( \\|$\\)/\\1 %s\\2/\n' "$new" "$old"
	done
}

same() {	# base players words...
	base=$1 players=$2 first=${3%%=*}
	shift 2
	printf '%s\n' "$@" | back > "$T/back.sed"
	rm -rf "$T/a" "$T/b"
	$BIN sim "$base" --games 4 --players "$players" --seed 17 --record "$T/a" > "$T/a.out" 2>&1 &&
	$BIN sim "tests/scripts/renamed_$base.lua" --games 4 --players "$players" --seed 17 --record "$T/b" > "$T/b.out" 2>&1 || {
		cat "$T/a.out" "$T/b.out" > "$T/out"
		return 1
	}
	: > "$T/out"
	for f in "$T"/a/*.replay; do
		g=$T/b/$(basename "$f")
		# the narration's comments tell a renamed call in its own words
		sed -f "$T/back.sed" "$g" | grep -v '^variant \|^#' > "$T/b.txt"
		grep -v '^variant \|^#' "$f" | diff - "$T/b.txt" >> "$T/out" || return 1
	done
	# the first renamed word was played: the games tell the words apart
	grep -q "^[0-9]* $first" "$T"/b/*.replay || { echo "no '$first' played" > "$T/out"; return 1; }
}

for p in 2 3; do
	same golf4 $p "stop=knock" "glance=peek" "keep=swap" "drop=discard" "take=draw stock" "grab=draw discard"
	result $? "golf4, $p players: renamed knock, peek, swap, discard, draws: the same games"
	same cactus $p "slap=snap" "keep=swap" "wait=pass" "drop=discard" "take=draw stock" "grab=draw discard" "look=peek"
	result $? "cactus, $p players: renamed snap, pass, swap, draws: the same games"
	same cabo $p "pair=match" "hand=give" "stop=cabo" "wait=pass" "keep=swap" "spot=power peek" "trade=power swap"
	result $? "cabo, $p players: renamed match, give, cabo, powers: the same games"
	same cumbia $p "change=switch" "hand=give" "pair=match" "spy=power spy" "wait=pass"
	result $? "cumbia, $p players: renamed spy, switch, match, give: the same games"
	same pablo $p "exchange=replace" "hand=give" "barter=power trade" "stop=pablo" "wait=pass"
	result $? "pablo, $p players: renamed trade, give, replace, pablo: the same games"
	same desmoche $p "trade=cambio" "lay=meld" "grab=claim" "add=layoff" "drop=discard" "wait=pass" "take=draw" \
		"give_up=fold" "shift=desmoche" "claim peladilla=declare peladilla" "claim cuatro=declare cuatro" \
		"claim color=declare color"
	result $? "desmoche, $p players: renamed claim, meld, layoff, cambio, declarations: the same games"
done
# The table tells the renamed game as the base's: what the other seats
# did in the same words ("drew", "swapped", "passed"), an action in the
# notation and a call only in their own words (`ana: pair 4`, `called
# stop`, `passed: no stop`, where the base says "knocked"), read back here.
told() {	# base seat words...
	base=$1 seat=$2
	shift 2
	printf '%s\n' "$@" | while IFS='=' read -r new old; do
		printf 's/: %s\\( \\|,\\|$\\)/: %s\\1/\n' "$new" "$old"
		printf 's/called %s\\([,:]\\|$\\)/called %s\\1/\n' "$new" "$old"
		printf 's/passed: no %s$/passed: no %s/\n' "$new" "$old"
	done > "$T/told.sed"
	# a renamed call keeps no base's past (knocked): "called stop"
	$BIN replay "$T/a/game-1.replay" --as "$seat" 2>&1 | sed 1d |
		sed 's/ knocked: everyone else has one more turn$/ called knock: everyone else has one more turn/; s/, knocked\([:,]\)/, called knock\1/' > "$T/a.txt" &&
	$BIN replay "$T/b/game-1.replay" --as "$seat" 2>&1 | sed 1d | sed -f "$T/told.sed" > "$T/b.txt" &&
	diff "$T/a.txt" "$T/b.txt" > "$T/out"
}
same golf4 2 "stop=knock" "glance=peek" "keep=swap" "drop=discard" "take=draw stock" "grab=draw discard"
told golf4 1 "stop=knock" "glance=peek" "keep=swap" "drop=discard" "take=draw stock" "grab=draw discard"
result $? "replay --as: golf4 renamed is told as golf4"
same cabo 2 "pair=match" "hand=give" "stop=cabo" "wait=pass" "keep=swap" "spot=power peek" "trade=power swap"
told cabo 2 "pair=match" "hand=give" "stop=cabo" "wait=pass" "keep=swap" "spot=power peek" "trade=power swap"
result $? "replay --as: cabo renamed is told as cabo"
[ "$fails" -eq 0 ]
