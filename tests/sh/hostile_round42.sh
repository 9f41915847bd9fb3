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
echo "1..23"

skip() { n=$((n + 1)); echo "ok $n # SKIP $1"; }
# node_test PASSES NAME SCRIPT ARGS...: a node client's checks, one test,
# ok when it printed PASSES "PASS" lines and no "FAIL" (skipped without node)
node_test() {
	want=$1 name=$2
	shift 2
	if ! command -v node >/dev/null 2>&1; then
		skip "no node"
		return
	fi
	BIN=$BIN timeout 120 node "$@" >"$T/out" 2>&1
	[ $? = 0 ] && ! grep -q '^FAIL' "$T/out" && [ "$(grep -c '^PASS' "$T/out")" = "$want" ]
	result $? "$name"
}
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
node_test 8 "serve, DES-P14: the hand's end waits until every person has knocked for the last discard" \
	"$D/serve_stockend.mjs" "$T/se"
# the hand has no winner (DES-P14): each seat's stake of 1 (DES-B2) stays
# in the pot (DES-B4), so each is -1 for the hand; then hand 2 is dealt
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
		TM send-keys -t hs Enter && wait_for hs '^The hand is over: press Enter to clear the screen' &&
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

# ---- play --resume keeps every byte after the records it plays on: a
# stale `restock` at the end of restock-tail.replay, then 100 notes, were
# made one comment of 1,000 bytes (the notes joined, 89 of them lost);
# cut-long.replay's last line of about 2,300 bytes, cut short, kept its
# first 1,000. The stale record is now a comment line of its own, the
# notes stay as they were, and a long line is kept whole in parts ----
cp "$D/restock-tail.replay" rt.replay
printf 'quit\n' | $BIN play --resume rt.replay >"$T/out" 2>&1
[ "$(grep -c '^# note ' rt.replay)" = 100 ] && grep -qx '# not read on resuming: restock AS 2S 3S' rt.replay &&
	[ "$(grep '^# note ' rt.replay | md5sum)" = "$(grep '^# note ' "$D/restock-tail.replay" | md5sum)" ] &&
	grep -q 'a record the game played on would not use stays in the file as a comment' "$T/out" &&
	! grep -q 'cut short' "$T/out" && $BIN replay rt.replay >/dev/null 2>&1
result $? "play --resume after a stale restock keeps the 100 notes after it, each as it was"
cp "$D/cut-long.replay" cl.replay
printf 'quit\n' | $BIN play --resume cl.replay >"$T/out" 2>&1
sed -n 's/^# cut short, not read: //p; s/^# (continued): //p' cl.replay | tr -d '\n' >kept.txt
tail -n 1 "$D/cut-long.replay" | sed "s/[[:blank:]]*$//" | tr -d "\n" >orig.txt
cmp -s kept.txt orig.txt && grep -q '^# (continued): ' cl.replay &&
	$BIN replay cl.replay >/dev/null 2>&1
result $? "play --resume keeps a long line cut short whole, as comment lines"

# ---- a file's name is shown safe: `replay FILE` and `--to N` wrote a
# name's escape sequences (a window title, a cleared screen) raw ----
N="$(printf 'g\033]0;PWNED\007\033[2J.replay')"
cp "$D/golf4-finished.replay" "$N"
{ $BIN replay "$N"; echo quit | TMPDIR=$T $BIN replay "$N" --to 8; } >"$T/out" 2>&1
! grep -q "$(printf '\033')" "$T/out" && ! grep -q "$(printf '\007')" "$T/out" &&
	grep -q '^g\\x1b\]0;PWNED\\x07\\x1b\[2J\.replay: verified, 1 round, the match is over$' "$T/out" &&
	grep -q '^g\\x1b\]0;PWNED\\x07\\x1b\[2J\.replay up to line 8; ' "$T/out"
result $? "replay FILE and --to N show a file name's control bytes escaped"

# ---- table.unpack of bounds that span the integers counted its values
# in signed arithmetic (an overflow, undefined behaviour) ----
$BIN rules "$D/unpack_span.lua" >"$T/out" 2>&1 && grep -q '^unpack_span: 4-card Golf' "$T/out"
result $? "table.unpack of a span past the integers is Lua's error, caught by pcall"

# ---- a seats file serve did not write: a NUL in a line, a seat named
# twice, one hash for two seats, a seat the game has not. Each was taken,
# leaving seats nobody could take or a line for nobody ----
ha=$(h aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) hb=$(h bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb)
refused=0
for k in nul twice same far; do
	cp "$D/stockend.replay" "s-$k.replay"
	case $k in
	nul) printf 'cardwright-serve-seats 1\ntable 1\0\nseat 1 %s\n' "$ha" ;;
	twice) printf 'cardwright-serve-seats 1\ntable 1\nseat 1 %s\nseat 1 %s\n' "$ha" "$hb" ;;
	same) printf 'cardwright-serve-seats 1\ntable 1\nseat 1 %s\nseat 2 %s\n' "$ha" "$ha" ;;
	far) printf 'cardwright-serve-seats 1\ntable 1\nseat 9 %s\n' "$ha" ;;
	esac >"s-$k.replay.seats"
	timeout 10 $BIN serve --resume "s-$k.replay" --port 0 >"$T/seats.$k" 2>&1
	[ $? -ne 0 ] && grep -q "s-$k.replay.seats" "$T/seats.$k" && ! grep -q "^table 1: " "$T/seats.$k" && refused=$((refused + 1))
done
cat "$T"/seats.* >"$T/out"
[ $refused = 4 ]
result $? "serve --resume refuses a seats file with a NUL, a seat twice, a hash twice or a seat the game lacks"

# ---- the prepended concatenation marks (U+0600, the Syriac U+070F) draw
# over the text after them: a script's words are shown with them escaped
# like the other format controls no font draws alone ----
$BIN rules "$D/marks.lua" >"$T/out" 2>&1 && grep -qF 'sign[\xd8\x80]1' "$T/out" && grep -qF 'syriac[\xdc\x8f]x' "$T/out"
result $? "rules shows the prepended concatenation marks escaped"

# ---- a game's budget binds within one decision: slowparse.lua's
# layout_score compiles a 560 KB chunk (some 2 s in the parser, no Lua
# instruction), and a bot's one decision made dozens of such calls, each
# within its own deadline: sim ran 198 s and play 119 s before the check
# between actions. No call starts once the game's budget is spent ----
timeout 120 $BIN sim "$D/slowparse.lua" --games 1 --players 2 >"$T/out" 2>&1
[ $? = 1 ] && grep -q "^cardwright: slowparse: game with seed [0-9]*: its hooks have run more than 1000000000 instructions in 0 actions (round 1)" "$T/out"
result $? "sim: a decision of many slow hook calls stops at the game's budget"
printf 'draw stock\ndiscard\nquit\n' | timeout 120 $BIN play "$D/slowparse.lua" --players me,bot --seed 3 >"$T/out" 2>&1
grep -q "^the bots' turns used more than 1000000000 units of hook work since your last action, the most a game's bots may; bot2 cannot play on" "$T/out"
result $? "play: the bots' turns stop at the game's budget within a decision"

# ---- a match that never ends with a search bot seated: each decision
# costs milliseconds, and the 50,000 actions of the cap took minutes. With
# a search bot the cap is 5,000 ----
timeout 120 $BIN sim "$D/nomatchend.lua" --games 1 --players 2 --bots mcts:5 >"$T/out" 2>&1
[ $? = 1 ] && grep -q "the match has not ended after 5000 actions (round [0-9]*); sim plays a match up to that many with a search bot seated" "$T/out"
result $? "sim: a match that never ends stops at 5,000 actions with a search bot seated"

# ---- a draw in the opening flips said only that it was not legal (42c):
# it now says the opening comes first (golf9 turns up 3 cards, G9-2) ----
printf 'draw stock\nflip 1\ndraw discard\nquit\n' | $BIN play golf9 --players ana,bot --seed 3 >"$T/out" 2>&1
grep -q "^'draw stock' is not legal now: the opening comes first: every seat turns up 3 of its cards before the first draw (3 more for you)\. legal: flip 1," "$T/out" &&
	grep -q "^'draw discard' is not legal now: the opening comes first: .*(2 more for you)\. legal: flip 2," "$T/out"
result $? "golf9: a draw in the opening says the opening comes first, and how many cards are left to turn up"

# ---- Cactus's discard power (CAC-P4): a power card taken from the
# discard pile and played was told as "the card drawn" (42c). In the
# file bot1 uses a power twice: in round 1 after `1 draw stock`, in
# round 2 after `1 draw discard` (the words are the file's, the faces the
# seed's deal) ----
$BIN replay "$D/cactus-discard-power.replay" --as 2 >"$T/out" 2>&1 &&
	[ "$(grep -c '^bot1 played [0-9AJQK]*[CDHS], the card drawn, onto the discard pile$' "$T/out")" = 1 ] &&
	[ "$(grep -c '^bot1 played [0-9AJQK]*[CDHS], the card taken from the discard pile, back onto it$' "$T/out")" = 1 ] &&
	grep -A3 '^-- round 2' "$T/out" >/dev/null && ! grep -B100 '^-- round 2' "$T/out" | grep -q 'taken from the discard pile, back'
result $? "Cactus: a power card played from the discard pile is told as taken from it"

# ---- serve: a seat's out-of-turn actions between two moves (DES-Q2's
# forgiven offences, each kept in the recording) were unbounded, and one
# seat could fill the game's 100,000 actions; now 16. While people pass a
# discard on, such an action waits: taken on a held end it failed, and
# the failure told that nobody could use the card ----
mkdir -p "$T/bw"
cp "$D/stockend.replay" "$T/bw/"
seats3 "$T/bw/stockend.replay"
node_test 3 "serve: 16 out-of-turn actions of a seat between two moves, none while a discard is passed on" \
	"$D/serve_between.mjs" "$T/bw/stockend.replay"

[ "$fails" = 0 ]
