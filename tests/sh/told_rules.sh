#!/bin/sh
# What the rules did to a seat is told to every seat when it happens: a
# match that missed and its penalty (CABO-M5, CUM-M5), a missed snap
# (CAC-M5), a replace that failed (PAB-M3), a card that matched; and a
# round's score that holds more than the layout says what the rest is.
# The variant's words are its `tells` (g:tell, and the kit's `tells`).
# Each deal is read off the program's own words at the deal and checked
# against the rules by hand below. Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
echo "1..19"

# Cabo, seed 7, three seats: you look at 5D (slot 3) and 5H (slot 4);
# bot3 plays 5S onto the pile before your turn. `draw discard` takes 5S
# and `match 3 4 2.1` names 5D, 5H and bot2's slot 1, JH (turned up by
# the match). 5D and 5H are of the drawn rank and go to the pile
# (CABO-M3); JH is not: back face down, and one penalty card (CABO-M5).
printf 'draw discard\nmatch 3 4 2.1\nquit\n' | $BIN play cabo --players you,bot,bot --seed 7 >"$T/out" 2>&1
grep -qx 'bot3 played 5S, the card drawn, onto the discard pile' "$T/out" &&
	grep -qx 'you matched 5D from your slot 3: it goes on the discard pile' "$T/out" &&
	grep -qx 'you matched 5H from your slot 4: it goes on the discard pile' "$T/out"
result $? "CABO-M3: cards that match are told as matched, not thrown away"
# The miss is told as a match tried, then the variant's reason for the
# penalty, the penalty card, and the card taken, 5S, going back on the
# pile (CABO-M6: the penalty cards, then the card drawn).
grep -qx "you tried a match with bot2's slot 1: JH, and it goes back face down" "$T/out" &&
	grep -A2 -x 'you (you): a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)' "$T/out" | tr '\n' '|' |
	grep -qx "you (you): a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)|you got a card from the stock in your slot 5|the card you took, 5S, goes back on the discard pile|"
result $? "CABO-M5: a miss is told with its reason, then its penalty card, and the card taken goes back (CABO-M6)"
# bot3's own match before it (match 3: its 5C against the drawn 5S) is
# told to you in the same words
grep -qx "bot3 matched 5C from their slot 3: it goes on the discard pile" "$T/out"
result $? "CABO-M3: another seat's match is told as a match"

# Cumbia, seed 4, three seats: you look at 2C (slot 3) and KH (slot 4);
# bot2 discards QD and the match window comes to you (CUM-M2).
# `match 2.1` turns up bot2's AD: value 1 against the queen's 12, a miss
# in another seat's layout: 10 points (CUM-M5). bot2 then calls, bot3
# discards QS (you pass its window), and the round ends after your last
# turn: a draw of 4S, its look at your slot 1 (10D, CUM-P1), and pass.
# Your layout is 10D 3H 2C KH: 10 + 3 + 2 - 5 (a red king, CUM-V) = 10,
# and the round score is 10 + 10 = 20 (CUM-S1).
printf 'match 2.1\npass\ndraw stock\npower peek 1\n\npass\nquit\n' | $BIN play cumbia --players you,bot,bot --seed 4 >"$T/out" 2>&1
grep -A1 -x "you tried a match with bot2's slot 1: AD, and it goes back face down" "$T/out" | tail -n 1 |
	grep -qx "you (you): a missed match: 10 points more at the round's end (CUM-M5)"
result $? "CUM-M5: a miss on another seat's card is told with its 10 points"
grep -qx '  you (you): round score 20 (layout 10 = 10 + 3 + 2 - 5, +10 besides the layout), total 20' "$T/out"
result $? "CUM-S1: the round's end shows the layout and the 10 points besides it"
# In that window the table marks you as answering, not as playing: the
# turn is bot2's (CUM-M2).
printf 'quit\n' | $BIN play cumbia --players you,bot,bot --seed 4 >"$T/out" 2>&1
grep -qx '  you (you), total 0  <- to answer' "$T/out" && ! grep -q '<- to play' "$T/out"
result $? "CUM-M2: a seat answering a window in another's turn is marked to answer"
# The same window, `match 1`: your own 10D, a miss that costs nothing
# (own_fail_penalty = 0, CUM-M5).
printf 'match 1\nquit\n' | $BIN play cumbia --players you,bot,bot --seed 4 >"$T/out" 2>&1
grep -A1 -x 'you tried a match with your slot 1: 10D, and it goes back face down' "$T/out" | tail -n 1 |
	grep -qx "you (you): a missed match in one's own layout: no penalty (CUM-M5, own_fail_penalty)"
result $? "CUM-M5: a miss in one's own layout is told as free"

# Cactus, seed 21, two seats: you look at KS (slot 3) and 7D (slot 4);
# bot2 discards JH before your first turn and the snap window is yours;
# `snap 4` turns up your 7D, not a jack: back face down and two penalty
# cards into slots 5 and 6 (CAC-M5).
printf 'snap 4\nquit\n' | $BIN play cactus --players you,bot --seed 21 >"$T/out" 2>&1
grep -A3 -x 'you tried a snap with your slot 4: 7D, and it goes back face down' "$T/out" | tr '\n' '|' |
	grep -qx 'you tried a snap with your slot 4: 7D, and it goes back face down|you (you): a missed snap: two penalty cards from the stock (CAC-M5)|you got a card from the stock in your slot 5|you got a card from the stock in your slot 6|'
result $? "CAC-M5: a missed snap is told with its reason, then its two penalty cards"

# Pablo, seed 3, hot seat: ben draws 9C and names slots 3 and 4, 9D and
# JC: not of one rank, so both go back face down and the drawn card
# joins the layout in slot 5 (PAB-M3).
printf '\ndraw stock\nreplace 3 4\n\nquit\n' | $BIN play pablo --players ana,ben --seed 3 >"$T/out" 2>&1
grep -A1 -x 'you put the card drawn in your slot 5: 9C' "$T/out" | tail -n 1 |
	grep -qx 'ben (you): not all of one rank: they go back face down and the drawn card joins the layout (PAB-M3)'
result $? "PAB-M3: a failed replace is told as failed"

# The round's end names the bonuses by their keys, and says once below the
# layouts what each stands for. golf6, seed 1, two greedy seats: bot1 goes
# out with 10H 5S 2C / 10D 4C 6D, 10 + 5 - 2 + 10 + 4 + 6 = 33 (G6-5: a
# two -2), and its first column, two tens, scores 0 (G6-5): 33 - 20 = 13.
$BIN sim golf6 --games 1 --players 2 --seed 1 --record "$T/r6" >/dev/null 2>&1 &&
	$BIN replay "$T/r6/game-1.replay" --as 1 >"$T/out" 2>&1
sed -n '/^-- end of round 1$/,/^round 1: /p' "$T/out" >"$T/end"
grep -qx '  bot1 (you), went out: round score 13 (10 + 5 - 2 + 10 + 4 + 6 = 33, -20 by pair_column), total 13' "$T/end" &&
	[ "$(grep -c '^  pair_column: a column of two equal ranks scores 0 (G6-5, G8-6)$' "$T/end")" = 1 ]
result $? "G6-5: the round's end says once what pair_column stands for"

# A real table's Cabo, two rounds (tests/hostile/round29/
# cabo_mixed_emptied.replay). Round 1: ben draws 8D and names his 8H, ana's
# 8C and ana's 2D: two hits and a miss, so after the give one penalty card
# (CABO-M5, M6). Round 2: ana draws 4C and matches her 4H, 4S and 4D, then
# her last card, KD, against a drawn KS (all kings match, CABO-M2): her
# layout is empty and the round ends (CABO-E2), ana scoring 0 (18 in all).
F=tests/hostile/round29/cabo_mixed_emptied.replay
$BIN replay "$F" --as ben >"$T/out" 2>&1
grep -qx 'ben (you): a card named is not of the drawn rank: a penalty card for each such card (CABO-M5)' "$T/out"
result $? "CABO-M5: a match with hits and a miss tells the miss"
grep -A1 -x 'ana: an empty layout: the round ends (CABO-E2)' "$T/out" | tail -n 1 | grep -qx -- '-- end of round 2' &&
	grep -qx '  ana: round score 0, total 18' "$T/out"
result $? "CABO-E2: an emptied layout that ends the round is told"
# Pablo, seed 1, two greedy seats: bot2 calls with 2S QC / 4C AH = 2 + 10
# + 4 + 1 = 17 against bot1's 4S X / X 3S = 4 - 5 - 5 + 3 = -3 (PAB-D1:
# jokers -5). Beaten, it scores 17 plus the highest other, -3: 14 (PAB-S4).
$BIN sim pablo --games 1 --players 2 --seed 1 --record "$T/pb" >/dev/null 2>&1 &&
	$BIN replay "$T/pb/game-1.replay" --as 1 >"$T/out" 2>&1
grep -A1 -x 'bot2: the caller is beaten and scores its layout plus the highest other (PAB-S4)' "$T/out" | tail -n 1 |
	grep -qx -- '-- end of round 1' &&
	grep -qx '  bot2, called pablo: round score 14 (layout 17 = 2 + 10 + 4 + 1, -3 for the call), total 14' "$T/out"
result $? "PAB-S4: a beaten caller is told why it scores its layout plus the highest other"

# CAC-S4, CAC-T1: the last round's winner plays first, and every seat is
# told so. Cactus, seed 8, three greedy seats: round 1 is won by bot1
# (the caller, strictly lowest), who plays first in round 2 though the
# seat after round 2's dealer (bot2) is bot3.
$BIN sim cactus --games 1 --players 3 --seed 8 --record "$T/cac" >/dev/null 2>&1 &&
	$BIN replay "$T/cac/game-1.replay" --as 3 >"$T/out" 2>&1
grep -A4 -x -- '-- round 2: bot2 deals' "$T/out" | grep -qx "bot1: the last round's winner plays first (CAC-S4, CAC-T1)" &&
	grep -qx 'round 1: bot1 had the lowest score (0)' "$T/out"
result $? "CAC-S4: the last round's winner who plays first is told"

# DES-Q2: an offence recorded where the table forgives offences (the
# default) is told as forgiven; DES-P16: a fold is told in its own words.
printf 'cambio KC\n\nfold\nas bot3 offence discard_search\nquit\n' | $BIN play desmoche --players me,bot,bot --seed 12 >"$T/out" 2>&1
grep -A1 -x 'bot3: offence discard_search' "$T/out" | tail -n 1 | grep -qx 'bot3: an offence recorded and forgiven: play goes on (DES-Q2)'
result $? "DES-Q2: a forgiven offence is told as forgiven"
grep -qx 'you folded for the hand' "$T/out"
result $? "DES-P16: your fold is told"

# A variant's tells are words, as its bonuses are: anything else is
# refused when it loads, with one line.
mkdir -p "$T/v"
cat >"$T/v/bad_tell.lua" <<'EOF'
return require("cactus"):extend { name = "bad_tell", tells = { miss = 5 } }
EOF
CARDWRIGHT_PATH="$T/v" $BIN rules bad_tell >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q 'tells.miss must be words of 1 to 90 characters' "$T/out"
result $? "tells: a tell that is not words is refused in one line"

# A round the stock's last card ends (CAM-E1: Cambio ends when the stock
# runs out; PW-18) was followed by its end with no word of why. Every seat
# is told, just before the round's end: here a Cambio game of three bots
# (seed 3), as seat 1 saw it, whose last table shows the stock empty.
mkdir -p "$T/rec" "$T/home"
HOME="$T/home" XDG_STATE_HOME="$T/home" $BIN sim cambio --games 1 --players 3 --seed 3 --record "$T/rec" >/dev/null 2>&1 &&
	$BIN replay "$T/rec/game-1.replay" --as 1 >"$T/out" 2>&1 &&
	grep -A1 "^the stock is empty: the round ends$" "$T/out" | grep -q "^-- end of round 1" &&
	grep -q '^round 1, .* stock 0, ' "$T/out" &&
	[ "$(grep -c '^the stock is empty' "$T/out")" = 1 ]
result $? "CAM-E1: the end of a round the stock's last card ends is told as such"
# the same said from a variant's own Lua (g:end_round("stock")), and an
# unknown reason refused
mkdir -p "$T/v2"
cat >"$T/v2/dry.lua" <<'LUA'
return variant {
  name = "dry", players = { 2, 2 }, layout = { rows = 1, cols = 1 },
  actions = { go = { doc = "end", apply = function(g) g:end_round(g.opt.why) end } },
  options = { why = { default = "stock", choices = { "stock", "tired" }, doc = "why" } },
  setup = function(g) g:deal_layouts(1); g:begin_turn(1) end,
  legal = function(g) g:offer("go") end,
  score = function(g) for s = 1, 2 do g:set_score(s, 0) end end,
}
LUA
printf 'go\nquit\n' | HOME="$T/home" XDG_STATE_HOME="$T/home" $BIN play "$T/v2/dry.lua" --players me,you >"$T/out" 2>&1
grep -q "^the stock is empty: the round ends$" "$T/out" &&
	printf 'go\nquit\n' | HOME="$T/home" XDG_STATE_HOME="$T/home" $BIN play "$T/v2/dry.lua" --players me,you --rule why=tired >"$T/out" 2>&1
grep -q "bad argument #1 to 'end_round' (invalid option 'tired')" "$T/out"
result $? "g:end_round(\"stock\") tells the stock is empty; another reason is an error"
exit $((fails > 0))
