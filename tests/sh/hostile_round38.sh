#!/bin/sh
# Round 38: what testers who had not seen the code found. Each case
# failed before its fix. Run from the top of the tree.
BIN=$(pwd)/cardwright
TOP=$(pwd)
. tests/sh/lib/tap.sh
. tests/sh/lib/live.sh
D=$(pwd)/tests/hostile/round38
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1
GAMES=$XDG_STATE_HOME/cardwright/games
echo "1..42"

# ---- golf.md `pot`: a pot left at the match's end is not carried on ----
# golf4_pot_last.replay (pot=5, holes=2): bot1 knocks in hole 2 and ends
# on 8H KC / AH 3D = 8 + 0 + 1 + 3 = 12 against bot2's KH 3C / 5H 3H =
# 0 + 3 + 5 + 3 = 11 (G4-5, K 0): beaten, he pays the pot's 10 (the two
# antes) into it, which then holds 20; there is no next hole to play it.
$BIN replay $D/golf4_pot_last.replay --reveal >"$T/out" 2>&1 &&
	grep -qx 'the match ends with 20 chips left in the pot' "$T/out" && ! grep -q 'the pot keeps' "$T/out"
result $? "golf.md pot: the last hole's pot is told as left, not kept for a next round"

# ---- a match over is no longer in play, though its table stays open ----
# golf4, one hole, seed 1: ana knocks at once and bot2 has its last turn
# (G4-4); the match is over, and the table waits for 'new' or 'quit'.
# Before the knock the game is in play and --reveal is refused.
live_start "$T/in" play golf4 --players ana,bot --rule holes=1 --seed 1
live_wait "[ -n \"\$(ls -A '$GAMES' 2>/dev/null)\" ]"
f=$(ls "$GAMES"/*.replay)
$BIN replay "$f" --reveal >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qF "still in play" "$T/out"
result $? "a match in play: replay --reveal is refused"
echo knock >&3
live_wait "grep -q '^game over' '$T/play'"
$BIN replay "$f" --reveal >"$T/out" 2>&1 && grep -qx -- '-- the match is over' "$T/out"
result $? "the match over at a table still open: replay --reveal shows it"
live_stop

# ---- the search bot's seat is named as such, and resumed as such ----
printf 'quit\n' | $BIN play golf4 --players me,mcts:20,bot,random,mcts --seed 2 >"$T/out" 2>&1
grep -qx "new game of golf4 for 5: me, mcts2 (search bot, 20 playouts a decision), bot3 (bot), random4 (random bot), mcts5 (search bot); seed 2" "$T/out"
result $? "the game's first line says which seat is the search bot, with its budget"
rm -rf "$GAMES"
printf 'draw stock\ndiscard\nquit\n' | $BIN play golf4 --players me,mcts:20 --seed 2 >/dev/null 2>&1
f=$(ls "$GAMES"/*.replay)
grep -qx "players me mcts2" "$f" &&
	printf 'draw stock\ndiscard\nquit\n' | CW_BOT_TRACE=1 $BIN play --resume "$f" 2>&1 >/dev/null | grep -q "playouts"
result $? "play --resume plays the recorded mcts2 with the search bot, not greedy"
printf 'quit\n' | $BIN play golf4 --players mctsfan,bot >"$T/out" 2>&1
grep -qxF "cardwright: players: a person's name may not begin with 'bot', 'random' or 'mcts' ('mctsfan'): a resumed game plays such seats with bots" "$T/out"
result $? "a person's name may not begin with mcts, which a resumed game reads as the search bot"

# ---- hint: a mean that rounds to zero is 0.0, not -0.0 ----
# desmoche_qka.lua (a house rule from the docs): the Cambio card's
# figures lie near zero (a hand's chips are won or paid by one seat), and
# at seed 2 one read "the others -0.0". No figure of six hints may.
: >"$T/out"
for seed in 1 2 3 4 5 6; do
	printf 'hint\nquit\n' | $BIN play $D/desmoche_qka.lua --players me,mcts:50 --seed $seed >>"$T/out" 2>&1
done
[ "$(grep -c "expected hand score" "$T/out")" = 6 ] && ! grep -q -- "-0\.0" "$T/out"
result $? "hint: a figure that rounds to zero reads 0.0, never -0.0"

# ---- check says when a choice's long games got fewer than --games ----
# golf3_scratch.lua (a from-scratch variant written from the docs): 2 to
# 6 players, one int option rounds (default 3; checked at 1, 10 and 20):
# 5 counts x 4 configurations = 20. A choice gets at most 3 times the
# actions of the defaults' 2 games, some 6 games of 3 rounds: rounds=10
# plays its 2 (the second cut short), rounds=20's first game alone (20
# rounds) passes the budget, so it plays 1, at each of the 5 counts:
# 40 - 5 = 35 games.
$BIN check $D/golf3_scratch.lua --games 2 >"$T/out" 2>&1
grep -qxF "5 configurations played fewer games than --games asks: a choice gets at most 3 times the actions of the defaults' games, and their games run longer (the first: rounds=20, 2 players)" "$T/out" &&
	grep -qF ": 35 random games over 5 player counts and 20 configurations" "$T/out"
result $? "check: a choice whose long games play fewer than --games says so"

# ---- slow instructions in a small state: a game of them is bounded ----
# slow_compare.lua: every stock draw takes about a second of string
# comparisons, each call within its deadline and its instruction budget.
# A state that has held a string of 4 KB goes as a large one: its time is
# counted, and sim stops the game with its error naming the seed (about
# 5 s), where it ran on for as long as the game lasted.
timeout 300 $BIN sim $D/slow_compare.lua --games 1 --players 2 --seed 1 >"$T/out" 2>&1
[ $? -eq 1 ] && grep -q "its hooks have run more than 1000000000 instructions" "$T/out"
result $? "a game of slow string comparisons is stopped by the game's budget"

# ---- a copy of a game in play is known by its deal as the reader reads it ----
# The copies below deal as the game in play: its lines ended by CR alone
# (the reader's old Mac line ends), its seed past 100,000 blank lines, a
# real table's deck spelled in lower case. Each showed every card.
rm -rf "$GAMES"
live_start "$T/in3" play golf4 --players ana,ben --seed 11
live_wait "[ -n \"\$(ls -A '$GAMES' 2>/dev/null)\" ]"
f=$(ls "$GAMES"/*.replay)
tr '\n' '\r' <"$f" >cr.replay
$BIN replay cr.replay --reveal >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qF "still in play" "$T/out" && ! grep -q "every card shown" "$T/out"
result $? "a copy with CR line ends of a game in play is refused"
{ head -n 4 "$f"; yes '' | head -n 100001; tail -n +5 "$f"; } >blanks.replay
$BIN replay blanks.replay --as ana >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qF "still in play" "$T/out"
result $? "a copy with its seed past 100,000 blank lines is refused"
live_stop
# a real table's game (deck lines) resumed and in play
sed 's/ *#.*//' "$TOP/tests/replays/golf4-table-3p.replay" | grep -v '^$' | head -n 8 >table.replay
live_start "$T/in4" play --resume table.replay
live_wait "ls -A '$GAMES' 2>/dev/null | grep -q live"
sed 's/^deck .*/\L&/' table.replay >lower.replay
$BIN replay lower.replay --reveal >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qF "still in play" "$T/out"
result $? "a copy with the deck in lower case of a real table's game in play is refused"
live_stop
$BIN replay lower.replay --reveal >"$T/out" 2>&1 && grep -q "every card shown" "$T/out"
result $? "once that game has ended, the copy shows its cards"

# ---- replay --to counts lines as the reader does ----
# to_cr.replay: ten lines ended by CR alone, the header then an action a
# line from line 7. --to 7 goes on after the first action, where the copy
# kept the whole file (the copy read LF only: one line).
echo quit | TMPDIR=$T $BIN replay $D/to_cr.replay --to 7 >"$T/out" 2>&1
grep -q ": golf4 for 2, 1 action played, round 1$" "$T/out"
result $? "replay --to 7 of a CR-ended file goes on after line 7's one action"

# ---- a new game of the seed of a game in play would deal its cards ----
rm -rf "$GAMES"
live_start "$T/in5" play golf4 --players ana,ben --seed 9
live_wait "[ -n \"\$(ls -A '$GAMES' 2>/dev/null)\" ]"
printf 'quit\n' | $BIN play golf4 --players ana,bot --seed 9 >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qxF "cardwright: play: seed 9 deals as a game still in play; choose another seed, or give none" "$T/out" &&
	! grep -q "you looked at" "$T/out"
result $? "play --seed of a game in play is refused, and deals nothing"
timeout 10 $BIN serve --table golf4 --players ana,bot --seed 9 --port 0 >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qF "seed 9 deals as a game still in play" "$T/out"
result $? "serve --table --seed of a game in play is refused"
live_stop
printf 'quit\n' | $BIN play golf4 --players ana,bot --seed 9 >"$T/out" 2>&1 && grep -q "you looked at your slot" "$T/out"
result $? "once that game is left, the seed deals again"

# ---- save never writes over another game's replay ----
rm -rf "$GAMES"
printf 'quit\n' | $BIN play golf4 --players ana,bot --seed 3 >/dev/null 2>&1
old=$(ls "$GAMES"/*.replay)
cp "$old" "$T/kept"
printf 'draw stock\ndiscard\nsave %s\nquit\n' "$old" | $BIN play golf4 --players ana,bot --seed 4 >"$T/out" 2>&1
grep -qF "cannot save to $old: it holds another game; nothing was written (save to another name)" "$T/out" &&
	cmp -s "$old" "$T/kept"
result $? "save over a finished game's recording of another deal is refused, the file kept"
printf 'draw stock\ndiscard\nsave mine.replay\ndraw stock\ndiscard\nsave mine.replay\nquit\n' |
	$BIN play golf4 --players ana,bot --seed 4 >"$T/out" 2>&1
[ "$(grep -c '^saved to mine.replay$' "$T/out")" = 2 ] && [ "$(grep -c '^[12] ' mine.replay)" -ge 4 ]
result $? "the same game saved again replaces its own file"
: >empty.replay
printf 'save empty.replay\nquit\n' | $BIN play golf4 --players ana,bot --seed 4 >"$T/out" 2>&1
grep -q '^saved to empty.replay$' "$T/out" && grep -q '^seed 4$' empty.replay
result $? "an empty file is written"

# ---- another seat's rummy moves are told in words ----
# tests/hostile/round12/hand_positions.replay, as bot2 sees it: bot2
# discards 10S (line 17), bot3 claims it (DES-P6) and lays down 10S JS QS
# then AD AH AS, its melds 1 and 2; bot1 lays 4S off on its meld 2, the
# 4C 4D 4H it laid down (line 22); bot3 claims KS and lays it off on its
# 10S JS QS. They were told as "bot3: claim", "bot3: meld 10S JS QS".
$BIN replay $TOP/tests/hostile/round12/hand_positions.replay --as bot2 2>&1 | grep -v '^== \|^  \|^hand ' >"$T/out"
grep -A1 -x "bot3 claimed 10S from the discard pile" "$T/out" | tail -n 1 | grep -qx "bot3 laid down their meld 1: 10S JS QS" &&
	grep -qx "bot1 laid off 4S on their meld 2" "$T/out" && grep -qx "bot3 laid off KS on their meld 1" "$T/out" &&
	! grep -q "^bot[0-9]: " "$T/out"
result $? "DES-P6 claims, new melds and lay-offs of other seats are told in words"
# the Cambio choice of another seat: that it chose, never what (DES-C2)
rm -rf dmc && $BIN sim desmoche --games 1 --players 2 --seed 4 --record dmc >/dev/null 2>&1
$BIN replay dmc/game-1.replay --as 1 >"$T/out" 2>&1
grep -qx "bot2 chose a card to give" "$T/out" && ! grep -q "(hidden)" "$T/out"
result $? "DES-C1 another seat's Cambio choice is told as a choice, its card unnamed"

# ---- undo at a hot seat names what follows the decision taken back ----
# golf4, seed 5, ana deals: ben plays first (draw stock, swap 1), then ana
# (draw stock, discard); ben's undo takes back ana's turn too.
printf '\ndraw stock\nswap 1\n\n\ndraw stock\ndiscard\n\n\nundo\n\nn\nquit\n' |
	$BIN play golf4 --players ana,ben --seed 5 >"$T/out" 2>&1
grep -qF "ana, ben asks to take back ben's last decision (swap 1), what followed it and a card a person at the table saw, which nobody can unsee" "$T/out"
result $? "an undo across the asked person's own move says that what followed goes too"

# ---- a misspelt word of the table's own is suggested ----
printf 'hlep\nlegl\nquit\n' | $BIN play golf4 --players ana,bot --seed 5 >"$T/out" 2>&1
grep -qx "unknown action 'hlep'; did you mean 'help'?" "$T/out" && grep -qx "unknown action 'legl'; did you mean 'legal'?" "$T/out"
result $? "hlep and legl are suggested help and legal"

# ---- a --compare K=V for the compared variant: said whose option it is ----
# golf4_ace.lua declares ace; the compared arm is plain golf4, which has none
$BIN sim $D/golf4_ace.lua --compare golf4 --compare ace=one --games 5 >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: --compare ace=one: unknown option 'ace' for golf4 (a --compare K=V sets an option of the compared variant; the base's options are given with --rule)" ]
result $? "sim --compare VARIANT --compare K=V: an option the compared variant lacks is named with its --compare"

# ---- a test file's game{players = 2.5}: the field and what it takes ----
$BIN test $D/players_float.lua >"$T/out" 2>&1
grep -qF "players_float.lua:1: game{players}: number with no integer value (expected a whole number of players)" "$T/out"
result $? "game{players = 2.5} names the field and what it expects"

# ---- a new meld whose cards make none says what a meld is ----
# desmoche, seed 1: ana gives AH, draws 10H and holds 7C 7D 7H (the legal
# meld). DES-M1/M3: a set is 3 or 4 of one rank, a run 3 to 10 of one suit
# in a row, the ace low (ace_runs = low); 7C 7D 10H is neither.
printf 'cambio AH\ndraw\nmeld 7C 7D 10H\nquit\n' | $BIN play desmoche --players ana,bot --seed 1 >"$T/out" 2>&1
grep -qF "'meld 7C 7D 10H' is not legal now: 7C 7D 10H make no meld: a set is 3 or 4 cards of one rank, a run 3 to 10 cards of one suit in a row (the ace below the 2 only) (DES-M3). legal: meld 7C 7D 7H, discard 10H" "$T/out"
result $? "DES-M1 a new meld of mixed ranks and suits is refused with what a meld is"

# ---- a house rule's own score, its cards left face down: still explained ----
# dacz_tie_free.lua (from the docs): a beaten caller scores its layout + 15,
# and its score does not turn the cards up. seed 3, round 7: bot2 calls
# on AH 3S 4D KH = 1 + 3 + 4 + 0 = 8 (DACZ values, K 0) against bot1's 6:
# beaten, 8 + 15 = 23. It was told "round score 23" alone.
printf 'quit\n' | $BIN play $D/dacz_tie_free.lua --players bot,bot --seed 3 >"$T/out" 2>&1
grep -q "^  bot2, called dacz: round score 23 (card values 8 = 1 + 3 + 4 + 0, +15 besides them), total" "$T/out"
result $? "a score hook that leaves cards down: the card values and what the scoring added"

# ---- two names that differ only in capitals are refused ----
printf 'quit\n' | $BIN play golf4 --players ana,Ana >"$T/out" 2>&1
[ $? -ne 0 ] && grep -qxF "cardwright: players: 'ana' and 'Ana' differ only in capitals: give names told apart at a glance" "$T/out"
result $? "ana and Ana at one table are refused"

# a file whose deal does not read (a log --export-as wrote) is not this
# game's either: kept
printf 'quit\n' | $BIN play golf4 --players ana,bot --seed 3 >/dev/null 2>&1
$BIN replay "$(ls "$GAMES"/*.replay | head -n 1)" --export-as ana >exported.log 2>/dev/null
cp exported.log "$T/kept2"
printf 'save exported.log\nquit\n' | $BIN play golf4 --players ana,bot --seed 77 >"$T/out" 2>&1
grep -qF "cannot save to exported.log: it holds another game" "$T/out" && cmp -s exported.log "$T/kept2"
result $? "save over a file whose deal does not read is refused, the file kept"

# ---- serve: a replay dropped on the page that deals as a game in play ----
# seed11_crafted.replay names no card: the seed of the game in play, a
# knock and one turn, which ends the match and would show every card.
if command -v node >/dev/null 2>&1; then
	rm -rf "$GAMES"
	live_start "$T/in6" play golf4 --players ana,ben --seed 11
	live_wait "[ -n \"\$(ls -A '$GAMES' 2>/dev/null)\" ]"
	$BIN serve --port 0 </dev/null >"$T/serve.log" 2>&1 &
	spid=$!
	i=0
	while ! grep -qs 'http://' "$T/serve.log" && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	port=$(sed -n 's/.*http:\/\/127.0.0.1:\([0-9]*\)\/.*/\1/p' "$T/serve.log" | head -n 1)
	timeout 60 node "$D/upload_in_play.mjs" "$port" "$D/seed11_crafted.replay" >"$T/out" 2>&1
	kill $spid 2>/dev/null
	wait $spid 2>/dev/null
	live_stop
	grep -q "^error .*deals as a game still in play" "$T/out" && ! grep -q "layout: [0-9AJQK]" "$T/out"
	result $? "serve: a dropped replay of a game in play is refused, and no view of it is sent"
else
	n=$((n + 1)); echo "ok 31 # SKIP no node"
fi

# ---- test files and sim do not deal the seed of a game in play ----
rm -rf "$GAMES"
live_start "$T/in7" play golf4 --players ana,ben --seed 11
live_wait "[ -n \"\$(ls -A '$GAMES' 2>/dev/null)\" ]"
$BIN test $D/peek_seed11.lua >"$T/out" 2>&1
grep -q "game{seed}: 11 deals as a game still in play" "$T/out" && ! grep -q "^# seat" "$T/out"
result $? "a test file's game{seed = 11} is refused while a game of seed 11 is in play"
# seed 5872075794760907188 makes sim's second game (--shard 2/2) deal
# seed 11 (cw_rng_derive inverted, as a tester did)
$BIN sim golf4 --seed 5872075794760907188 --games 2 --shard 2/2 --players 2 --jobs 1 >"$T/out" 2>&1
[ $? -ne 0 ] && grep -q "game with seed 11 deals as a game still in play" "$T/out"
result $? "sim refuses to deal a game whose seed is in play"
live_stop
$BIN test $D/peek_seed11.lua >"$T/out" 2>&1 && grep -q "^# seat 1: " "$T/out"
result $? "once the game has ended, the test file deals it"

# ---- a recording in the games directory under another name is found too ----
rm -rf "$GAMES"
printf 'quit\n' | $BIN play golf4 --players ana,ben --seed 21 >/dev/null 2>&1
mv "$(ls "$GAMES"/*.replay)" "$GAMES/mygame.txt"
live_start "$T/in8" play --resume "$GAMES/mygame.txt"
live_wait "grep -q 'recorded\\|to play' '$T/play'"
cp "$GAMES/mygame.txt" c2.replay
$BIN replay c2.replay --reveal >"$T/out" 2>&1
[ $? -ne 0 ] && grep -q "still in play" "$T/out"
result $? "a copy of a game resumed from mygame.txt in the games directory is refused"
live_stop

# ---- replay --to of a file a crash left with a NUL tail ----
# to_cr.replay's ten lines with LF ends, then 4,096 NUL bytes: the reader
# reads up to them (a crash's unwritten tail); --to 10 played on from its
# fourth action, where the copy kept the NULs and was refused.
tr '\r' '\n' <$D/to_cr.replay >nul.replay && head -c 4096 /dev/zero >>nul.replay
echo quit | TMPDIR=$T $BIN replay nul.replay --to 10 >"$T/out" 2>&1
grep -q ": golf4 for 2, 4 actions played, round 1$" "$T/out" && ! grep -q "NUL byte: a replay is text" "$T/out"
result $? "replay --to of a file with a crash's NUL tail goes on from the line asked"

# ---- the table stops a game whose recording would not replay ----
# heavy_draw.lua: each stock draw runs some 12 million instructions, so a
# hundred draws pass the 10^9 a replay plays. The table stops at nine
# tenths of it (912,000,000 after 76 draws) and the recording replays.
rm -rf "$GAMES"
(i=0; while [ $i -lt 80 ]; do printf 'draw stock\ndiscard\n'; i=$((i + 1)); done; echo quit) |
	$BIN play $D/heavy_draw.lua --players ana,bot --seed 5 --rule holes=100 >"$T/out" 2>&1
grep -q "the game's hooks have run [0-9]* instructions, near the most a recording replays (1000000000): no more may be played" "$T/out"
result $? "the table stops a game near the hook work a replay plays"
$BIN replay "$(ls "$GAMES"/*.replay)" >"$T/out" 2>&1
result $? "and its recording replays"

# ---- a refusal in a long legal list names the refused verb's moves ----
# cabo, seed 5: after a draw ana may swap into slots 1 to 4, discard,
# match (four own slots, four of bot2's, any set) or call: 15 entries.
printf 'draw stock\nswap 7\nquit\n' | $BIN play cabo --players ana,bot --seed 5 >"$T/out" 2>&1
grep -qxF "'swap 7' is not legal now: your layout has no slot 7 (slots 1 to 4). legal: swap 1, swap 2, swap 3, swap 4 (and 11 more: 'legal' lists them)" "$T/out"
result $? "a refused swap among 15 legal moves lists the four swaps and how many more"

# ---- a hand's winning move, served: told as itself, not as the next deal ----
# The move's story read on into the hand's end and the next deal, so the
# winner "took QC QD back from their meld 2" (takeback is off) where it
# laid them off. Four hands of Desmoche served to a person with two bots.
if command -v node >/dev/null 2>&1; then
	BIN=$BIN timeout 180 node "$D/serve_hand_end.mjs" >"$T/out" 2>&1
	grep -q "laid down their meld" "$T/out" && ! grep -q "took .* back" "$T/out"
	result $? "serve: the moves that end a Desmoche hand are told as laid down or laid off"
else
	n=$((n + 1)); echo "ok 40 # SKIP no node"
fi

# ---- a spectator is told the cards face up, as anyone at the table sees them ----
# It was told "ana discarded a card" while its own table showed the pile.
if command -v node >/dev/null 2>&1; then
	BIN=$BIN timeout 120 node "$D/spectator_faces.mjs" >"$T/out" 2>&1
	grep -q "starts the discard pile" "$T/out" && grep -q " discarded [0-9AJQK]" "$T/out" &&
		! grep -q "discarded a card\|discarding a card" "$T/out" && ! grep -q "drew [0-9AJQK]" "$T/out"
	result $? "serve: a spectator is told the discards' faces, never a card drawn from the stock"
else
	n=$((n + 1)); echo "ok 41 # SKIP no node"
fi

# ---- a value too long to read is shown cut in its refusal ----
big=$(i=0; while [ $i -lt 30 ]; do printf 9999999999; i=$((i + 1)); done)
$BIN sim golf4 --games 1 --rule holes=$big >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: option holes=999999999999999999999999999999999999999999999999999999999999...: expected an integer from 1 to 1000" ]
result $? "a 300-digit option value is shown by its first 60 characters"
