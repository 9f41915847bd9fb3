#!/bin/sh
# A ninth round of attacks (docs/robustness.md, "Self-attack, ninth
# round"), on the seventh and eighth rounds' fixes: the probes of the
# bots' models set faces by the pack's order (the real faces), the bots'
# slices of many served tables added up, `sim --merge` of a FIFO, and the
# REPL's line rule passed by a CR, a NUL or the undo prompt. The criteria
# are round 5's. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round9
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh
export CARDWRIGHT_PATH="$R"

# ---- a probe's faces hold nothing of the deal ----
caller_terms stock_judge
# The rule moves the knocker by 100 one way or the other, whatever the
# layouts: the term is +100 or -100 in every case (which one depends on
# the probe's stock top, a card of no deal), the same in all eight.
[ "$(wc -l <"$T/out")" = 1 ] &&
	grep -Eq '^caller term: won (-?100)\+0x\+0y\+0z; tied \1\+0x\+0y\+0z; beaten \1\+0x\+0y\+0z;$' "$T/out"
result $? "stock_judge: the same caller term in eight deals, +-100 in every case"
printf 'quit\n' >"$T/in"
run $SCRIPT_KB "stock_judge: sim --jobs 1" "^stock_judge, 2 players, 60 games" $BIN sim stock_judge --games 60 --players 2 --seed 9 --jobs 1
cp "$T/out" "$T/j1"
run $SCRIPT_KB "stock_judge: sim --jobs 2" "^stock_judge, 2 players, 60 games" $BIN sim stock_judge --games 60 --players 2 --seed 9 --jobs 2
cmp -s "$T/out" "$T/j1"
result $? "stock_judge: --jobs 1 and --jobs 2 give the same summary"
# Two deals that differ only in the stock's top and the last stock card,
# both hidden from me: the same hint.
hidden_hints stock_judge
cmp -s "$T/low.hint" "$T/high.hint"
result $? "stock_judge: the hint is the same whatever the hidden stock top"

# ---- sim --merge: a regular file only ----
mkfifo "$T/cwd/fifo"
printf 'quit\n' >"$T/in"
run $FILE_KB "sim --merge of a FIFO: refused at once" "fifo: not a sim --json summary \(not a regular file\)$" \
	$BIN sim --merge "$T/cwd/fifo"
rm -f "$T/cwd/fifo"

# ---- the REPL's line rule: CR, NUL, the longest line, the undo prompt ----
unset CARDWRIGHT_PATH
printf 'knock\r\033[2Jzz\nshow\nquit\n' >"$T/in"
run $SCRIPT_KB "a line cut by a CR is refused whole" "that line holds a control character or invalid UTF-8 \('knock.x0d.x1b\[2Jzz'\)" \
	$BIN play golf4 --seed 5 --players me,bot
! grep -q 'knocked' "$T/out"
result $? "its first part (knock) was not played"
printf 'knock\000\033[2Jzz\nshow\nquit\n' >"$T/in"
run $SCRIPT_KB "a line with a NUL is refused whole; the next line is read" "that line holds a control character or invalid UTF-8" \
	$BIN play golf4 --seed 5 --players me,bot
! grep -q 'knocked\|too long' "$T/out" && [ "$(grep -c '<- to play' "$T/out")" -ge 2 ]
result $? "not played, not called too long, and show ran"
{ head -c 505 /dev/zero | tr '\0' x; printf ' stock\r\nquit\n'; } >"$T/in"
run $SCRIPT_KB "a line of 511 characters and a CRLF is read (and is no action)" "unknown action|action too long" \
	$BIN play golf4 --seed 5 --players me,bot
! grep -q 'too long (at most 511' "$T/out"
result $? "it is not called longer than 511 characters"
printf 'draw stock\ndiscard\ndraw stock\ndiscard\nundo\ny\033[2J\007\nshow\nquit\n' >"$T/in"
run $SCRIPT_KB "the undo prompt: an answer with escapes is refused, and is no" "me did not" \
	$BIN play golf4 --seed 5 --players me,ann
! grep -q 'taken back' "$T/out"
result $? "nothing taken back"

# ---- serve: all tables' bots share one slice a pass ----
if command -v node >/dev/null 2>&1; then
	start_serve
	timeout 120 node "$R/many_tables.mjs" "$port" 16 >"$T/out" 2>&1
	s=$(sed -n 's/^info answered after \([0-9.]*\) s$/\1/p' "$T/out" | sort -n | tail -n 1)
	[ -n "$s" ] && awk -v s="$s" 'BEGIN { exit !(s < 3) }'
	result $? "serve: 16 tables of eight search bots, the server still answers (info within 3 s)"
	stop_serve
else
	n=$((n + 1)); echo "ok $n # SKIP no node"
fi

finish
