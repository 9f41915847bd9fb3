#!/bin/sh
# Round 42: what testers who had not seen the code found, and what the
# last session left. Each case failed before its fix. Run from the top of
# the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
. tests/sh/lib/live.sh
TOP=$(pwd)
D=$(pwd)/tests/hostile/round42
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1
GAMES=$XDG_STATE_HOME/cardwright/games
echo "1..11"

skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
h() { printf '%s' "$1" | sha256sum | cut -d' ' -f1; }
seats3() {
	printf 'cardwright-serve-seats 1\ntable 1\nseat 1 %s\nseat 2 %s\nseat 3 %s\n' "$(h aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa)" \
		"$(h bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)" "$(h cccccccccccccccccccccccccccccccc)" >"$1.seats"
}

# ---- DES-P14 with people knocking: a discard after the stock's last card
# that nobody can use ended the hand at once, where one that a seat may
# claim asks that seat while the others knock. The end told to the first
# person to knock said that nobody could have used the card. The end now
# waits until every person has knocked (serve_stockend.mjs says the deal).
mkdir -p "$T/se"
cp "$D/stockend.replay" "$D/stockend-claim.replay" "$T/se/"
seats3 "$T/se/stockend.replay"
seats3 "$T/se/stockend-claim.replay"
if command -v node >/dev/null 2>&1; then
	BIN=$BIN timeout 120 node "$D/serve_stockend.mjs" "$T/se" >"$T/out" 2>&1
	[ $? = 0 ] && ! grep -q '^FAIL' "$T/out" && [ "$(grep -c '^PASS' "$T/out")" = 8 ]
	result $? "serve, DES-P14: the hand's end waits until every person has knocked for the last discard"
else
	skip "no node"
fi
grep -q '^result ana=-1 ben=-1 cy=-1$' "$T/se/stockend.replay" && grep -q '^round 2$' "$T/se/stockend.replay"
result $? "serve, DES-P14: the held end is recorded once released: the hand's result, then round 2"

# The same at the hot seat: cy, first to knock for ben's KH, is shown the
# discard and the table, not the end; ana, second, neither; then the end.
if command -v tmux >/dev/null 2>&1; then
	SOCK="cw42$$"
	TM() { tmux -L "$SOCK" "$@"; }
	wait_for() {	# SESSION PATTERN: up to 20 s
		i=0
		while [ $i -lt 200 ]; do
			TM capture-pane -p -t "$1" -S -200 >"$T/out" 2>/dev/null
			grep -q -- "$2" "$T/out" && return 0
			sleep 0.1
			i=$((i + 1))
		done
		return 1
	}
	cp "$D/stockend.replay" "$T/hs.replay"
	TM new-session -d -s hs -x 120 -y 50 "env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$XDG_STATE_HOME $BIN play --resume $T/hs.replay; sleep 120"
	wait_for hs 'Pass the terminal to ben\.' && TM send-keys -t hs Enter && wait_for hs '^ben> *$' &&
		TM send-keys -t hs 'discard KH' Enter && wait_for hs 'Pass the terminal to cy\.' &&
		TM send-keys -t hs Enter && wait_for hs "^cy: nothing to answer for ben's discard" &&
		! grep -q 'stock is empty\|end of hand' "$T/out" &&
		TM send-keys -t hs Enter && wait_for hs 'Pass the terminal to ana\.' &&
		TM send-keys -t hs Enter && wait_for hs "^ana: nothing to answer for ben's discard" &&
		! grep -q 'stock is empty\|end of hand' "$T/out" &&
		TM send-keys -t hs Enter && wait_for hs '^the stock is empty: the hand ends with no winner$'
	result $? "hot seat, DES-P14: cy and ana knock for the last discard before the hand's end is told"
	# an agreed undo is told to the person who asked, as a refused one is
	TM new-session -d -s un -x 120 -y 50 "env TERM=xterm-256color HOME=$HOME XDG_STATE_HOME=$T/un $BIN play golf4 --players ana,ben --seed 77; sleep 120"
	wait_for un 'Pass the terminal to ben\.' && TM send-keys -t un Enter && wait_for un '^ben> *$' &&
		TM send-keys -t un 'draw discard' Enter && wait_for un 'ben to play\. legal: swap' &&
		TM send-keys -t un 'undo' Enter && wait_for un 'Pass the terminal to ana\.' &&
		TM send-keys -t un Enter && wait_for un 'Agree? \[y/N\]' && TM send-keys -t un 'y' Enter &&
		wait_for un 'Press Enter, then pass the terminal on\.' && TM send-keys -t un Enter &&
		wait_for un 'Pass the terminal to ben\.' && TM send-keys -t un Enter &&
		wait_for un '^(your undo: everyone agreed; taken back to your previous decision)$'
	result $? "hot seat: an agreed undo is told to the person who asked"
	TM kill-server 2>/dev/null
else
	skip "no tmux"
	skip "no tmux"
fi

# ---- a seed that a game in play went on to: a rule set at the table
# deals again from a seed that follows from the first (the chosen seed
# still repeats), so a second table of the same seed and rule dealt the
# cards of the first table's new deal. That deal now comes from a shuffle
# nobody knows.
rm -rf "$GAMES"
live_start "$T/in1" play golf4 --players ana,ben --seed 77
live_wait "[ -n \"\$(ls -A '$GAMES' 2>/dev/null)\" ]"
printf 'rule queen=20\ny\n' >&3
live_wait "grep -q '^seed ' '$GAMES'/*.replay 2>/dev/null && ! grep -qx 'seed 77' '$GAMES'/*.replay 2>/dev/null"
printf 'rule queen=20\ny\nquit\n' | $BIN play golf4 --players ben,ana --seed 77 >"$T/out" 2>&1
other=$(sed -n 's/^the game so far is recorded in //p' "$T/out")
live=$(ls "$GAMES"/*.replay | grep -vxF "$other")
grep -q '^seed ' "$live" && ! grep -qx 'seed 77' "$live" && grep -q 'dealt again' "$T/out" &&
	[ "$(grep '^seed ' "$live")" != "$(grep '^seed ' "$other")" ] && ! grep -q 'seed 77' "$other"
result $? "a rule's new deal never deals the cards of a game in play that went the same way"
live_stop

# ---- a real table's later round: its deck line is written as the round
# is dealt, and a file that deals it as its round 1 showed every card of
# the round in play; the in-play check knew the first deck line alone ----
rm -rf "$GAMES"
sed 's/ *#.*//' "$TOP/tests/replays/golf4-table-3p.replay" | grep -v '^$' | grep -v '^result\|^total' |
	sed 's/holes=1/holes=2/' >t2.replay
live_start "$T/in2" play --resume t2.replay
live_wait "grep -q '^round 2' t2.replay && ls -A '$GAMES' 2>/dev/null | grep -q live"
{ printf 'cardwright-replay 1\nvariant golf4\nrule holes=1\nplayers ben cy ana\nround 1\n'
  awk '/^round 2/{f=1} f&&/^deck/{print; exit}' t2.replay; } >crafted.replay
$BIN replay crafted.replay --reveal >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qF "still in play" "$T/out" && ! grep -q "every card shown" "$T/out"
result $? "a file dealing a live game's round 2 as its round 1 is refused"
live_stop
$BIN replay crafted.replay --reveal >"$T/out" 2>&1 && grep -q "every card shown" "$T/out"
result $? "once that game has ended, the file shows its cards"

# ---- a rule set at a table of several people deals the cards again: the
# person at the keys, who has seen theirs, asks the others first ----
rm -rf "$GAMES"
printf 'rule queen=20\nn\nquit\n' | $BIN play golf4 --players ana,ben --seed 77 >"$T/out" 2>&1
f=$(ls "$GAMES"/*.replay)
grep -qx 'ana, ben asks to set queen=20 and deal the cards again. Agree? \[y/N\] ' "$T/out" &&
	grep -qx 'a rule needs everyone at the table to agree; ana did not. The game goes on.' "$T/out" &&
	! grep -q 'dealt again' "$T/out" && grep -qx 'seed 77' "$f" && ! grep -q 'queen=20' "$f"
result $? "hot seat: a rule refused by another person leaves the deal as it was"
rm -rf "$GAMES"
printf 'rule queen=20\ny\nquit\n' | $BIN play golf4 --players ana,ben --seed 77 >"$T/out" 2>&1
f=$(ls "$GAMES"/*.replay)
grep -q 'dealt again' "$T/out" && grep -q 'queen=20' "$f"
result $? "hot seat: a rule the others agree to deals again with it"
printf 'rule queen=20\nquit\n' | $BIN play golf4 --players bot,ben --seed 78 >"$T/out" 2>&1
grep -q 'dealt again' "$T/out" && ! grep -q 'Agree' "$T/out"
result $? "alone with bots, a rule asks nobody"

# ---- PW-12 with restock_fresh = no: a card of the rebuilt stock has no
# power because it was discarded before, not because its power was used.
# In cac-fresh-no.replay 7C was only ever discarded, unused, before the
# stock ran out (44 turns of draw and discard); ben draws it from the
# rebuilt stock. In cac-fresh-no2.replay ben discards it again and ana
# takes it from the pile. The refusal said "used as a power already"
# (CAC-P4) ----
for f in cac-fresh-no cac-fresh-no2; do
	$BIN replay "$D/$f.replay" >"$T/out.$f" 2>&1
done
cat "$T/out.cac-fresh-no" "$T/out.cac-fresh-no2" >"$T/out"
grep -q "cac-fresh-no.replay:97: illegal action 'power peek 1' for seat 2 (ben): .*the card you took, 7C, was discarded before the stock was rebuilt from the pile: it is a plain card now (PW-12)" "$T/out.cac-fresh-no" &&
	grep -q "cac-fresh-no2.replay:99: illegal action 'power peek 1' for seat 1 (ana): .*the card you took, 7C, was discarded before the stock was rebuilt from the pile: it is a plain card now (PW-12)" "$T/out.cac-fresh-no2" &&
	! grep -q 'used as a power already' "$T/out"
result $? "Cactus, PW-12: a rebuilt stock's card is refused its power for its discard, not a use"

[ "$fails" = 0 ]
