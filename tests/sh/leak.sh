#!/bin/sh
# No leak, nothing untold: for every installed variant and every house rule
# of variants/examples/, a person plays random games
# against bots at the piped REPL (tests/sh/lib/person.pl), and the card
# faces printed on the person's screen are compared, round by round, with
# the faces the engine let that seat see (`replay --export-as 1`, written
# from the core's filtered events, not by the renderer): a face shown that
# the seat never saw in that round is a leak (DESIGN principle 2); a face
# the seat saw that the screen never showed is a reveal left untold.
BIN=./cardwright
. tests/sh/lib/tap.sh
SEEDS="1 2"
variants="$($BIN variants | awk '{ print $1 }') $(ls variants/examples/*.lua)"
set -- $variants
echo "1..$(($# * 3))"
for v in $variants; do
	players=me,bot,bot
	$BIN rules "$v" | grep -q '^players: 2 to 2\|two players' && players=me,bot
	for seed in $SEEDS; do
		D="$T/$(basename "$v" .lua)-$seed"
		mkdir -p "$D"
		XDG_STATE_HOME="$D" HOME="$D" timeout 60 perl tests/sh/lib/person.pl "$seed" 400 \
			$BIN play "$v" --seed "$seed" --players "$players" >"$D/screen" 2>&1
		f=$(ls "$D"/cardwright/games/*.replay 2>/dev/null | head -n 1)
		{ [ -n "$f" ] && $BIN replay "$f" --export-as 1 >"$D/seen" 2>"$T/out" &&
			perl tests/sh/lib/faces.pl "$D/screen" "$D/seen" >"$T/out"; } ||
			{ echo "the screen:"; tail -n 20 "$D/screen"; false; } >>"$T/out"
		result $? "$v seed $seed: every face on the person's screen was seen by seat 1, every face it saw was shown"
	done
	# Every power is told in words (PW-13): "bot3 looked at your slot 1",
	# never in notation ("bot3: power peek 1.1"); so are a look (PW-6)
	# and the step that completes a power (PAB-P1 give, CUM-P4 switch).
	cat "$T/$(basename "$v" .lua)"-*/screen | grep -E '^[a-z]+[0-9]*: (power |peek |give |switch$)' >"$T/out"
	[ ! -s "$T/out" ]
	result $? "$v: no power or look told in notation"
done
exit $fails
