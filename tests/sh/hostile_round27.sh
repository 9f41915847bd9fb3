#!/bin/sh
# Round 27: a testing round from the rules texts alone (golf.md,
# power-golf.md). What the table tells at a round's end: how the caller
# called, and why a seat that did not call scores other than its layout.
# Run from the top of the tree.
BIN=$(pwd)/cardwright
D=tests/hostile/round27
. tests/sh/lib/tap.sh
echo "1..27"

# golf.md face_up_replacements: ben's four swaps turn his layout all face
# up; nobody knocks (G4-4: a knock is the knock action), yet the round
# ends after the others' one more turn. He is marked "went out", not
# "knocked", at the round's end and on the table; his score is his
# layout's 2 + 5 + 8 + 10 = 25 (G4-5, J 10) with no knock penalty.
$BIN replay $D/golf4_face_up_out.replay --reveal >"$T/out" 2>&1 &&
	grep -qx '  ben, went out: round score 25 (2 + 5 + 8 + 10), total 25' "$T/out" &&
	grep -qx '  ben, went out, total 25' "$T/out" && ! grep -q 'knocked' "$T/out"
result $? "face_up_replacements: a layout all face up is no knock (G4-4)"
# a real knock is still told as one: ben (first to play, the seat after
# the dealer) knocks at his first turn and ana plays her last (G4-4).
cat >"$T/k.replay" <<'R'
cardwright-replay 1
variant golf4
rule holes=1
players ana ben
round 1
deck AS AH KC 3S 2H KD 5S 3H 2C 7S 4H 3C 9D 2D 6H 4D 5D 6D 7D 8D 9H 10H JH QH AC 4C 5C 6C 7C 8C 9C 10C JC QC AD 3D 10D JD QD 5H 7H 8H KH 2S 4S 6S 8S 9S 10S JS QS KS
2 knock
1 draw stock
1 discard
R
$BIN replay "$T/k.replay" --reveal >"$T/out" 2>&1 && grep -q '^  ben, knocked: ' "$T/out" && ! grep -q 'went out' "$T/out"
result $? "a knock is told as a knock"

# CAC-X3 rotated (power-golf.md): ben calls with 5C 4D 3H 2S = 5 + 4 + 3 + 2
# = 14 (CAC-D4); ana holds KC KS AD 2H = 0 + 0 + 1 + 2 = 3 <= 14, so ben
# scores 14 + 10 = 24 (CAC-S1) and ana 0 (CAC-S2): the table says the
# call took ana's 3.
$BIN replay $D/cactus_zeroed.replay --reveal >"$T/out" 2>&1 &&
	grep -qx '  ana: round score 0 (layout 3 = 0 + 0 + 1 + 2, -3 by the call), total 0' "$T/out" &&
	grep -qx '  ben, called cactus: round score 24 (layout 14 = 5 + 4 + 3 + 2, +10 for the call), total 24' "$T/out"
result $? "CAC-S2: a seat at or below the caller is told the call zeroed its layout"
# cy's 39 is above 14: it scores its value, with no word of the call
grep -q '^  cy: round score 39 (' "$T/out" && ! grep -q '^  cy: .*by the call' "$T/out"
result $? "CAC-S2: a seat above the caller scores its value, the call not named"

# ---- bad input: one line, the user's mistake named as such ----
# PW-6: peek = nearest2 needs the square layout; given with layout = row
# it is the user's own contradiction: check says so in one line on
# standard error and exits 2, as sim does, not a FAULT of the variant.
$BIN check cabo --rule layout=row --rule peek=nearest2 --max-games 2 -q >"$T/o1" 2>"$T/out"
rc=$?
[ $rc = 2 ] && [ ! -s "$T/o1" ] && [ "$(wc -l <"$T/out")" = 1 ] &&
	grep -qx 'cardwright: cabo: peek = nearest2 needs layout = square (PW-6) (the options given with --rule, 2 players)' "$T/out"
result $? "check: options given with --rule that the variant refuses together: one line, exit 2"
# a rule given twice on one line of a replay's header is said so
printf 'cardwright-replay 1\nvariant cabo\nrule holes=1 peek=none layout=square peek=nearest2\nplayers ana ben\nround 1\n' >"$T/r.replay"
$BIN replay "$T/r.replay" >"$T/out" 2>&1
[ $? != 0 ] && grep -qx "$T/r.replay:3: rule peek is given twice on this line" "$T/out"
result $? "replay: a rule given twice on one line is named on that line"

# ---- a stock the rules rebuild in their own order (DES-O10) ----
# desmoche_recycle_restock.replay (must_use=off recycle=flip, 4 seats):
# the 16 stock cards 5C 7C JC KC 8D 10D QD 5H 7H JH KH 4S 6S 8S 10S QS are
# drawn and discarded in that order; when ana's turn begins with an empty
# stock the pile but its top card (QS) is turned over: the new stock is
# 5C 7C ... 10S, 5C on top. No chance, so no restock line is needed; one
# written is checked, where the draw from it comes (after dan's discard
# that began ana's turn) or before that discard.
$BIN replay $D/desmoche_recycle_restock.replay >"$T/out" 2>&1
result $? "DES-O10 flip: a restock line of the turned-over pile before the draw from it verifies"
$BIN replay $D/desmoche_recycle_restock_early.replay >"$T/out" 2>&1
result $? "DES-O10 flip: the same line before the discard that rebuilds the stock verifies"
sed 's/^restock 5C 7C /restock 7C 5C /' $D/desmoche_recycle_restock.replay >"$T/w.replay"
$BIN replay "$T/w.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -qx "$T/w.replay:43: the restock line differs from the order the rules rebuild the stock in (no shuffle) at card 1: 7C, the engine has 5C" "$T/out"
result $? "DES-O10 flip: a restock line in another order is refused at its line, with the first difference"
# the same line twice: the first is used, the second is no rebuild's
awk 'NR == 43 { print; print; next } { print }' $D/desmoche_recycle_restock.replay >"$T/d.replay"
$BIN replay "$T/d.replay" >"$T/out" 2>&1
[ $? = 1 ] && grep -qx "$T/d.replay:44: restock line, but the action after it (line 45) did not rebuild the stock" "$T/out"
result $? "DES-O10 flip: a restock line written twice is refused at the second"

# ---- DES-S1: side_seats is all or a comma list of the table's seats ----
bad_opt() {	# the rule, the line expected
	$BIN sim desmoche --players 2 --games 1 --rule side_games=oro --rule "$1" >"$T/out" 2>&1
	[ $? = 2 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -qx -- "$2" "$T/out"
}
bad_opt side_seats=abc "cardwright: desmoche: side_seats = abc: 'abc' is no seat; expected all or a comma list of seat numbers from 1 to 2 (DES-S1)" &&
	bad_opt side_seats=5 "cardwright: desmoche: side_seats = 5: '5' is no seat; expected all or a comma list of seat numbers from 1 to 2 (DES-S1)" &&
	bad_opt side_seats=1,x "cardwright: desmoche: side_seats = 1,x: 'x' is no seat; expected all or a comma list of seat numbers from 1 to 2 (DES-S1)" &&
	bad_opt side_seats=1,1 "cardwright: desmoche: side_seats = 1,1: seat 1 is listed twice"
result $? "DES-S1: side_seats that name no seat of the table, or one twice, are refused in one line"
$BIN sim desmoche --players 2 --games 1 --rule side_games=oro --rule side_seats=2 >"$T/out" 2>&1
result $? "DES-S1: side_seats=2 is a seat of a two-seat table"
$BIN sim desmoche --players 2 --games 1 --rule side_games=oro,oro >"$T/out" 2>&1
[ $? = 2 ] && grep -qx 'cardwright: desmoche: side_games = oro,oro: oro is listed twice' "$T/out"
result $? "DES-S2: a side game listed twice is refused"

# ---- what a seat's own view tells, once ----
# desmoche_own_draw.replay: ana draws at line 16 and discards 9S at once
# (line 17), so her draw showed her 9S (DES-P2); it is told once.
$BIN replay $D/desmoche_own_draw.replay --as ana >"$T/out" 2>&1 &&
	[ "$(grep -c 'drew 9S' "$T/out")" = 1 ] && grep -qx 'you drew 9S from the stock' "$T/out" &&
	grep -A1 -x 'ana (you): draw' "$T/out" | sed -n 2p | grep -qx 'you drew 9S from the stock'
result $? "DES-P2: the seat's own draw is told once"
# desmoche_all_fold.replay: all three seats fold at their turn's start
# (DES-P16): nobody is left (DES-P15), the hand is over and the file ends
# there; the last table names nobody to play.
$BIN replay $D/desmoche_all_fold.replay --as ana >"$T/out" 2>&1 &&
	grep -qx 'nobody is left in the deal: the hand ends with no winner' "$T/out" && ! grep -q 'to play' "$T/out"
result $? "a file that ends with its hand: the last table marks nobody to play"

# ---- chips left at stake are told (DES-B4, golf.md pot) ----
# desmoche_all_fold.replay: nobody won the hand, so the three stakes of
# 1 chip stay in the main pot (DES-B4)
$BIN replay $D/desmoche_all_fold.replay --as ana >"$T/out" 2>&1 && grep -qx 'the pot keeps 3 chips for the next hand' "$T/out"
result $? "DES-B4: a hand nobody won tells that the pot keeps its chips"
# golf4_pot_beaten.replay (pot=10, two seats): round 2's knocker is bot2
# (line 51); the hole ends with bot1 on AC 2D / 3C 3D = 1 + 2 + 3 + 3 = 9
# and bot2 on KH 3S / 3H 4H = 0 + 3 + 3 + 4 = 10 (G4-5, K 0): beaten, he
# pays the pot's 20 (the two antes) into it, which keeps 40. Rounds 1
# and 3's knockers were lowest and took the pot, which keeps nothing.
$BIN replay $D/golf4_pot_beaten.replay --reveal >"$T/out" 2>&1 &&
	[ "$(grep -c 'the pot keeps' "$T/out")" = 1 ] && grep -qx 'the pot keeps 40 chips for the next round' "$T/out"
result $? "golf4 pot: a beaten knocker's doubled pot is told, a pot taken is not"

# ---- help speaks of the game in play, not of 4-card Golf ----
# golf.md: 6-card Golf lays two rows of three (G6-1); slots row by row.
printf 'help\nquit\n' | $BIN play golf6 --players ana,bot --seed 3 >"$T/out" 2>&1 &&
	grep -qx 'Slots are numbered row by row: 1 2 3 is the far row, 4 5 6 the near row.' "$T/out" &&
	! grep -q '4-card\|knock' "$T/out"
result $? "help in golf6: its own two rows of three, no knock"
# Desmoche has no layout: no slot line
printf 'help\nquit\n' | $BIN play desmoche --players ana,bot --seed 3 >"$T/out" 2>&1 &&
	grep -q "^On your turn, type an action: 'legal' lists what you may do now" "$T/out" && ! grep -q 'Slots are' "$T/out"
result $? "help in desmoche: no slots to number"

# ---- a kit field misspelt in an option's patch ----
# the patch runs in golf.lua's kit for this house rule: both named, the
# house rule first, with the field it may mean
printf 'return require("golf4"):extend { name = "typo", options = { knock_from = { default = 3, int = true, min = 1, max = 20,\n  doc = "no knock before this turn", patch = function(v, kit) kit.call_from_trun = v end } } }\n' >"$T/typo.lua"
$BIN sim "$T/typo.lua" --games 1 >"$T/out" 2>&1
[ $? != 0 ] && grep -qx "cardwright: typo (the kit of golf.lua, with the options' patches): kit.call_from_trun: unknown field (did you mean 'call_from_turn'?)" "$T/out"
result $? "a misspelt kit field: the house rule named, and the field it may mean"

# golf4's knock_penalty declared on Cabo: Cabo's caller rule is its own
# (CABO-S1), the option would change nothing; refused, not ignored
printf 'return require("cabo"):extend { name = "cabo_kp", options = { knock_penalty = { default = "plus10",\n  choices = { "none", "plus10" }, doc = "a caller not lowest adds 10" } } }\n' >"$T/kp.lua"
$BIN sim "$T/kp.lua" --games 1 >"$T/out" 2>&1
[ $? != 0 ] && grep -q "^cardwright: cabo_kp: option knock_penalty = plus10 is the face-down Golf family's scoring" "$T/out"
result $? "knock_penalty declared on a power-Golf house rule is refused, not silently ignored"

# ---- G-9: a house rule that plays to a target, its holes "off" ----
printf 'return require("golf4"):extend { name = "to100", options = { target = { default = 100 },\n  holes = { default = "off", choices = { "off" } } } }\n' >"$T/to100.lua"
$BIN sim "$T/to100.lua" --games 3 --players 2 --json >"$T/out" 2>&1 &&
	grep -q '"options":"[^"]*holes=off [^"]*target=100' "$T/out"
result $? "G-9: holes = off with a target of 100 plays to the target"
printf 'return require("golf4"):extend { name = "noend", options = { holes = { default = "off", choices = { "off" } } } }\n' >"$T/noend.lua"
$BIN sim "$T/noend.lua" --games 1 >"$T/out" 2>&1
[ $? != 0 ] && grep -qx 'cardwright: noend: holes = off needs a target: with neither the match has no end (G-9)' "$T/out"
result $? "G-9: holes = off with no target is refused in one line"

# sim's default of four seats, for a variant played by two only (DES-O:
# desmoche-online is for exactly 2): the count it accepts
$BIN sim desmoche-online --games 2 >"$T/out" 2>&1 && grep -q '^desmoche-online, 2 players, 2 games' "$T/out"
result $? "sim desmoche-online with no --players plays its two seats"

# ---- a refusal says which rule refuses ----
# desmoche_must_use.replay: dealt one at a time from ben, ben holds 8S 8C
# 8H 2D 3D 4D QS 10C and, after the Cambio (JD for KH), KH; he draws 9C,
# which makes 8C 9C 10C: with must_use on it must be placed (DES-P2), so
# his discard of it is refused, saying why.
$BIN replay $D/desmoche_must_use.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "'discard 9C' is not legal now for seat 2: the card you drew can be placed, so it must be: meld it or lay it off (DES-P2);" "$T/out"
result $? "DES-P2 must_use: a refused discard of a drawn card that fits says why"
# desmoche_fold_live.replay (worked example P-7's case): ben's set 10C
# 10D 10S while 10H is in his hand, live: fold = checked refuses his fold
# (DES-P16), saying why
$BIN replay $D/desmoche_fold_live.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "'fold' is not legal now for seat 2: a card still in play (the stock, a hand) could extend one of your melds, so you may not pass for the hand (DES-P16);" "$T/out"
result $? "DES-P16 fold = checked: a refused fold says why"

# replay --to the last line of a round (its result, line 74): loading
# deals the next hand into the copy; nothing is played, so it is removed
mkdir -p "$T/tmpd"
printf 'quit\n' | TMPDIR="$T/tmpd" $BIN replay $D/desmoche_recycle_restock.replay --to 74 >"$T/out" 2>&1
grep -q '^nothing was played on: .*cardwright-to-.* is removed$' "$T/out" && [ -z "$(ls "$T/tmpd")" ]
result $? "replay --to a round's end: a look leaves no copy behind"
exit $((fails > 0))
