#!/bin/sh
# A tenth round of attacks (docs/robustness.md, "Self-attack, tenth
# round"): hidden cards read through card handles in the bots'
# imagination. A handle is the card's number, which follows the pack's
# order; the search's samples and the probes now give the hidden cards'
# numbers by place too. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round10
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh
export CARDWRIGHT_PATH="$R"

printf 'quit\n' >"$T/in"
: >"$T/terms"
for s in 1 2 3 4 5 6 7 8; do
	CW_BOT_TRACE=1 $BIN sim handle_judge --games 1 --players 2 --seed $s 2>&1 | grep '^caller term' | head -n 1 >>"$T/terms"
done
sort -u "$T/terms" >"$T/out"
[ "$(wc -l <"$T/out")" = 1 ]
result $? "handle_judge: the same caller term in eight deals"
# Two deals that differ only in the stock's top and the last stock card,
# both hidden from me: the same hint, figures included; and greedy (seat
# 2 of the second pair) makes the same first move.
deck="5D AS 6H JC QC AC 7D 2D QS 2S 4D 9C KH 6S 8H 7S QD 4H 10D KC 9D 5S 5H 3H JS 8C 10S 6D 10H 2C JH 4S 3D 8S AH 2H 6C 3C AD 7H 9S QH JD 7C 9H 5C 4C 3S KD 10C 8D KS"
for w in low high; do
	d=$deck
	[ $w = high ] && d=$(echo "$deck" | sed 's/ QS 2S / QS KS /; s/ 8D KS$/ 8D 2S/')
	printf 'cardwright-replay 1\nvariant handle_judge\nrule holes=1\nplayers bot me\n\nround 1\ndeck %s\n' "$d" >"$T/cwd/$w.replay"
	printf 'hint\nquit\n' >"$T/in"
	run $SCRIPT_KB "handle_judge: a hint with the stock's top $w" "a bot would play" $BIN play --resume "$T/cwd/$w.replay"
	grep -A1 'a bot would play' "$T/out" >"$T/$w.hint"
	printf 'cardwright-replay 1\nvariant handle_judge\nrule holes=1\nplayers me bot\n\nround 1\ndeck %s\n' "$d" >"$T/cwd/$w.replay"
	printf 'quit\n' >"$T/in"
	(cd "$T/cwd" && CW_BOT_TRACE=1 $BIN play --resume "$w.replay") <"$T/in" 2>&1 | grep -e ' -> ' | head -n 1 >"$T/$w.move"
	rm -f "$T/cwd/$w.replay"
done
cat "$T/low.hint" "$T/high.hint" >"$T/out"
cmp -s "$T/low.hint" "$T/high.hint"
result $? "handle_judge: the hint is the same whatever the hidden stock top"
cat "$T/low.move" "$T/high.move" >"$T/out"
[ -s "$T/low.move" ] && cmp -s "$T/low.move" "$T/high.move"
result $? "handle_judge: greedy's first move is the same whatever the hidden stock top"

finish
