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

caller_terms handle_judge
[ "$(wc -l <"$T/out")" = 1 ]
result $? "handle_judge: the same caller term in eight deals"
# Two deals that differ only in the stock's top and the last stock card,
# both hidden from me: the same hint, figures included; and greedy (seat
# 2 of the second pair) makes the same first move.
hidden_hints handle_judge
cmp -s "$T/low.hint" "$T/high.hint"
result $? "handle_judge: the hint is the same whatever the hidden stock top"
printf 'quit\n' >"$T/in"
for w in low high; do
	hidden_replay handle_judge $w "me bot"
	(cd "$T/cwd" && CW_BOT_TRACE=1 $BIN play --resume "$w.replay") <"$T/in" 2>&1 | grep -e ' -> ' | head -n 1 >"$T/$w.move"
	rm -f "$T/cwd/$w.replay"
done
cat "$T/low.move" "$T/high.move" >"$T/out"
[ -s "$T/low.move" ] && cmp -s "$T/low.move" "$T/high.move"
result $? "handle_judge: greedy's first move is the same whatever the hidden stock top"

finish
