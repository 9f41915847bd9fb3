#!/bin/sh
# Undo never reveals or un-reveals: an undo across an action that showed
# the person a card hidden from them (a draw from the stock, the face-down
# card a swap threw away) needs every person's leave and makes the game a
# practice game, marked in the recording; an undo that takes back nothing
# seen is plain; after the match is over undo is refused. The REPL is fed
# from a file (no terminal), so the question's answer is the next line.
BIN=./cardwright
. tests/sh/lib/tap.sh
echo "1..11"

# play NAME: golf4, one hole, me against the bot, input on stdin.
play() {
	mkdir -p "$T/$1"
	XDG_STATE_HOME="$T/$1" HOME="$T/$1" $BIN play golf4 --seed 7 --players me,bot --rule holes=1 \
		>"$T/$1/out" 2>&1
	ls "$T/$1"/cardwright/games/*.replay 2>/dev/null | head -n 1 >"$T/$1/rec"
}

# A draw from the stock showed me its face: undo asks, 'n' keeps the draw.
printf 'draw stock\nundo\nn\nshow\n' | play refuse
grep -q 'undo takes back your last decision (draw stock) and a card drawn from the stock, which nobody can unsee' "$T/refuse/out" &&
	grep -q "undo: you did not agree, so nothing changes. The game goes on." "$T/refuse/out"
check 'undo after draw stock asks, naming the draw' "$T/refuse/out"
tail -n 12 "$T/refuse/out" | grep -q '^    drawn: ' && ! grep -q 'taken back' "$T/refuse/out"
check 'refused: the drawn card is still held (state unchanged)' "$T/refuse/out"
grep -q '^1 draw stock$' "$(cat "$T/refuse/rec")" && ! grep -q practice "$(cat "$T/refuse/rec")"
check 'refused: the recording keeps the draw and is no practice game' "$T/refuse/out"

# Agreed: taken back, and the recording says it is a practice game.
printf 'draw stock\nundo\ny\nshow\n' | play agree
grep -q "taken back to your previous decision" "$T/agree/out"
check 'with everyone agreeing, the draw is taken back' "$T/agree/out"
f=$(cat "$T/agree/rec")
grep -q '^# practice game' "$f" && ! grep -q '^1 draw stock$' "$f" && $BIN replay "$f" >/dev/null 2>&1
check 'the recording is marked a practice game, without the draw, and verifies' "$f"

# Agreed across cards thrown face up: seed 7 deals me 2D in slot 1 (my
# swap throws it face up) and bot2 3S in slot 2 (its swap throws it face
# up, after taking my 2D). Undone, both cards are face down where they
# were, and both seats saw them: the table still shows them to me as
# known, [2D] and [3S] (undo never un-reveals).
printf 'draw stock\nswap 1\nundo\ny\nshow\n' | play unsee
sed -n '/taken back/,$p' "$T/unsee/out" >"$T/unsee/after"
grep -q 'you threw away 2D from your slot 1' "$T/unsee/out" && grep -q 'bot2 swapped it into slot 2, discarding 3S' "$T/unsee/out" &&
	[ "$(sed -n 5p "$T/unsee/after")" = "    [2D]   ##     " ] && [ "$(sed -n 11p "$T/unsee/after")" = "    ##     [3S]   " ]
check 'an agreed undo keeps what both seats saw: 2D and 3S known where they went back' "$T/unsee/out"

# Taking the discard pile's top card shows nothing new: undo is plain.
printf 'draw discard\nundo\nlegal\n' | play clean
grep -q "taken back to your previous decision" "$T/clean/out" && ! grep -q 'Agree?' "$T/clean/out" &&
	! grep -q practice "$(cat "$T/clean/rec")"
check 'undo of draw discard takes nothing seen back: no question, no practice mark' "$T/clean/out"
grep "^legal: " "$T/clean/out" | tail -n 1 | grep -q "^legal: draw stock, draw discard, knock$"
check 'after it, the decision is the draw again' "$T/clean/out"

# After the match is over, undo is refused (the hole ends when both have
# played their turn after my knock, G-9).
printf 'knock\nundo\n' | play over
grep -q '^game over\.' "$T/over/out" && tail -n 1 "$T/over/out" | grep -q '^undo: the match is over and stays over'
check 'undo after game over is refused' "$T/over/out"

# Two people at one terminal (golf4, seed 17): ben draws and swaps, then
# ana takes the discard pile's top card and asks to undo it. Ben is asked,
# told what is taken back; a 'y' takes it back.
mkdir -p "$T/hot"
printf 'draw stock\nswap 1\n\ndraw discard\nundo\ny\n\nquit\n' |
	XDG_STATE_HOME="$T/hot" HOME="$T/hot" $BIN play golf4 --seed 17 --players ana,ben --rule holes=1 >"$T/hot/out" 2>&1
grep -qx "ben, ana asks to take back ana's last decision (draw discard) and what followed it. Agree? \[y/N\] " "$T/hot/out"
check 'at the hot seat the other person is asked, told the decision taken back' "$T/hot/out"
grep -q "taken back to ana's previous decision" "$T/hot/out" && ! grep -q practice "$T/hot/out"
check 'agreed: the draw of a public card is taken back, no practice game' "$T/hot/out"
exit 0
