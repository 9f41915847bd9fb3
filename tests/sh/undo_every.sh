#!/bin/sh
# The table's undo rule on every variant the program lists: an undo across
# an action that showed its actor a card hidden from them (a draw from the
# shuffled stock, a flip, a peek, the card an exchange brings) needs
# everyone's leave; refused, the state is unchanged and the seen card is
# still shown; agreed, the action is taken back and the recording is marked
# a practice game; an undo that takes back nothing seen is plain.
#
# The actions are found from each variant's own `legal` list, by kind, so a
# new variant is covered without naming it here. The REPL is fed from stdin
# (no terminal): the question's answer is the next line. An unknown word
# ("mark0", ...) answers with a fixed line and serves as a marker, so the
# board printed by `show` can be cut out of the transcript.
BIN=./cardwright
. tests/sh/lib/tap.sh
skip() { n=$((n + 1)); echo "ok $n # skip $1"; }

# Actions that show their actor a card it could not see before: a draw
# from the stock, turning a face-down card, looking at one, and the card
# the partner hands over in an exchange (Desmoche's cambio).
SEEN='draw stock|flip [0-9.]+|flipcol [0-9]+|peek [0-9.]+|cambio [^,]+'
# Actions that show nothing new: the discard pile's top card is face up,
# and passing a question reveals nothing.
PLAIN='draw discard|pass'

variants=$($BIN variants | awk '{ print $1 }')
[ -n "$variants" ] || { echo "1..1"; echo "not ok 1 - cardwright variants lists none"; exit 0; }
echo "1..$(( $(echo "$variants" | wc -l) * 5 ))"

# play VARIANT NAME: one game, seed fixed, me against the bot, input on
# stdin; the transcript in $T/NAME/out, the recording's path in $T/NAME/rec.
play() {
	d=$T/$1-$2
	rm -rf "$d"
	mkdir -p "$d"
	HOME="$d" XDG_STATE_HOME="$d" XDG_CONFIG_HOME="$d/config" XDG_DATA_HOME="$d/data" \
		XDG_CACHE_HOME="$d/cache" $BIN play "$1" --seed 7 --players me,bot >"$d/out" 2>&1
	ls "$d"/cardwright/games/*.replay 2>/dev/null | head -n 1 >"$d/rec"
}

# board FILE A B: the last board printed between markers A and B.
board() {
	awk -v a="unknown action '$2'" -v b="unknown action '$3'" '
		$0 == a { on = 1; buf = ""; next }
		$0 == b { on = 0 }
		on && /^round / { buf = "" }
		on && !/^legal: / && !/ legal: / { buf = buf $0 "\n" }
		END { printf "%s", buf }' "$1"
}

# first LIST REGEX: the first entry of a legal list matching REGEX.
first() {
	echo "$1" | tr ',' '\n' | sed 's/^ *//; s/ *$//' | grep -E -x -m 1 "$2"
}

legal0() { grep '^legal: ' "$1" | head -n 1 | sed 's/^legal: //'; }

for v in $variants; do
	# The first decision, and the action that shows a hidden card: at the
	# first decision, or after passing a question asked before it.
	printf 'legal\n' | play "$v" l0
	l0=$(legal0 "$T/$v-l0/out")
	pre=
	act=$(first "$l0" "$SEEN")
	if [ -z "$act" ] && [ -n "$(first "$l0" pass)" ]; then
		pre='pass\n'
		printf "${pre}legal\n" | play "$v" l1
		act=$(first "$(legal0 "$T/$v-l1/out")" "$SEEN")
	fi
	if [ -z "$act" ]; then
		notok "$v: an action showing a hidden card at the start (legal: $l0)" "$T/$v-l0/out"
		skip "$v: no such action"
		skip "$v: no such action"
		skip "$v: no such action"
	else
		# The boards before and after the action.
		printf "${pre}mark0\nshow\nmark1\n$act\nmark2\nshow\nmark3\n" | play "$v" seen
		board "$T/$v-seen/out" mark0 mark1 >"$T/$v-before"
		board "$T/$v-seen/out" mark2 mark3 >"$T/$v-after"

		# Refused: the question is asked, the state stays as it was.
		printf "${pre}$act\nundo\nn\nmark4\nshow\nmark5\n" | play "$v" refuse
		out=$T/$v-refuse/out
		why='a card a person at the table saw'
		[ "$act" = 'draw stock' ] && why='a card drawn from the stock'
		grep -q "^me, undo takes back your last decision (.*)\\(, what followed it\\)\\? and $why, which nobody can unsee: .*Agree? \\[y/N\\]" "$out" &&
			grep -q 'undo: you did not agree, so nothing changes. The game goes on.' "$out" &&
			! grep -q 'taken back' "$out"
		check "$v: undo after '$act' asks everyone, naming $why; 'n' refuses" "$out"
		board "$out" mark4 mark5 >"$T/$v-refused"
		rec=$(cat "$T/$v-refuse/rec")
		[ -s "$T/$v-after" ] && ! cmp -s "$T/$v-before" "$T/$v-after" &&
			cmp -s "$T/$v-after" "$T/$v-refused" &&
			[ -n "$rec" ] && grep -q -x "1 $act" "$rec" && ! grep -q practice "$rec"
		check "$v: refused, the board still shows what '$act' showed; recorded, no practice mark" "$out"

		# Agreed: taken back to the board before, the recording marked;
		# what the action showed stays known (undo never un-reveals: a
		# card seen shows as [XX] where it went back), so the boards are
		# the same once every card shown is read as one ("##"), and every
		# card known before is known still.
		printf "${pre}$act\nundo\ny\nmark6\nshow\nmark7\n" | play "$v" agree
		out=$T/$v-agree/out
		board "$out" mark6 mark7 >"$T/$v-taken"
		cards() { sed 's/\[[^]]*\]/##/g; s/[[:space:]]//g' "$1"; }
		known() { grep -o '\[[^]]*\]' "$1" | sort; }
		grep -q "taken back to your previous decision" "$out" &&
			[ "$(cards "$T/$v-before")" = "$(cards "$T/$v-taken")" ] &&
			[ -z "$(known "$T/$v-before" | comm -23 - "$(known "$T/$v-taken" >"$T/$v-k"; echo "$T/$v-k")")" ]
		check "$v: with everyone agreeing, '$act' is taken back to the board before it, what it showed still known" "$out"
		rec=$(cat "$T/$v-agree/rec")
		[ -n "$rec" ] && grep -q '^# practice game' "$rec" && ! grep -q -x "1 $act" "$rec" &&
			$BIN replay "$rec" >/dev/null 2>&1
		check "$v: the recording is marked a practice game, without '$act', and verifies" "$out"
	fi

	# Plain: an action at the first decision that shows nothing new.
	plain=$(first "$l0" "$PLAIN")
	if [ -z "$plain" ]; then
		skip "$v: no action at the start shows nothing new (legal: $l0)"
		continue
	fi
	printf "mark0\nshow\nmark1\n$plain\nundo\nmark2\nshow\nmark3\n" | play "$v" plain
	out=$T/$v-plain/out
	rec=$(cat "$T/$v-plain/rec")
	board "$out" mark0 mark1 >"$T/$v-p0"
	board "$out" mark2 mark3 >"$T/$v-p1"
	grep -q "taken back to your previous decision" "$out" && ! grep -q 'Agree?' "$out" &&
		[ -s "$T/$v-p0" ] && cmp -s "$T/$v-p0" "$T/$v-p1" &&
		[ -n "$rec" ] && ! grep -q practice "$rec"
	check "$v: undo of '$plain' is plain: no question, board as before, no practice mark" "$out"
done
exit 0
