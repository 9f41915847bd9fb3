#!/bin/sh
# cardwright rules: the Desmoche presets list exactly the options the
# presets' table of rules/desmoche.md offers them; an option marked "-"
# there is not listed and cannot be set (DES-A2, DES-A3, DES-A5, DES-B5,
# DES-P10, DES-S1, DES-S3, DES-S4, DES-S6, DES-B9).
BIN=./cardwright
n=0
fails=0
echo "1..12"
t() {	# name command: command succeeds
	n=$((n + 1))
	name=$1
	shift
	if "$@"; then echo "ok $n - $name"; else echo "not ok $n - $name"; fails=$((fails + 1)); fi
}
listed() { $BIN rules "$1" | grep -q "^  $2 "; }
none_listed() {
	v=$1
	shift
	for o in "$@"; do listed "$v" "$o" && { echo "# $v lists $o"; return 1; }; done
	return 0
}
t "conquien: no auto_win_order, auto_win_hand, auto_declare, color_bonus, escalera_* (presets table)" \
	none_listed conquien auto_win_order auto_win_hand auto_declare color_bonus escalera_a23 escalera_compare
t "desmoche-online: none of the options marked '-' (presets table)" \
	none_listed desmoche-online bet_max auto_win_order auto_win_hand auto_declare forced_layoff_own color_bonus \
	side_bet side_seats side_keep side_announce escalera_a23 escalera_compare
t "desmoche lists auto_declare (DES-A2) and color_bonus (DES-B5)" sh -c "$BIN rules desmoche | grep -q '^  auto_declare ' && $BIN rules desmoche | grep -q '^  color_bonus '"
t "conquien still lists its own side_games none, oro (DES-S7)" sh -c "$BIN rules conquien | grep -q '^  side_games .*choices: none, oro'"
t "conquien refuses auto_declare=on: the preset does not offer it" \
	sh -c "$BIN check conquien --defaults --games 1 --players 2 --rule auto_declare=on -q 2>&1 | grep -q 'auto_declare=on: conquien does not offer auto_declare; it stays off'"
t "desmoche-online refuses bet_max=20 (DES-B9: no open betting there)" \
	sh -c "$BIN check desmoche-online --defaults --games 1 --players 2 --rule bet_max=20 -q 2>&1 | grep -q 'bet_max=20: desmoche-online does not offer bet_max; it stays 10'"
# An action that needs options no choice of the preset allows is not
# listed (action.needs): the online game has no claims, automatic wins,
# folding or open bets (DES-O2, DES-O5); the table game has no waste
# draws or takebacks (DES-P13).
acts() { $BIN rules "$1" | sed -n '/^actions/,$p' | grep -E -c "^  ($2) "; }
t "desmoche-online lists no claim, declare, fold, bet or announce; lists draw discard, takeback, unmeld" \
	sh -c "[ $(acts desmoche-online 'claim|declare [a-z]+|fold|bet|announce') = 0 ] &&
		[ $(acts desmoche-online 'draw discard|takeback|unmeld') = 3 ]"
t "desmoche lists claim, fold, bet, announce and the three declarations; no draw discard, takeback, unmeld" \
	sh -c "[ $(acts desmoche 'claim|declare [a-z]+|fold|bet|announce') = 7 ] &&
		[ $(acts desmoche 'draw discard|takeback|unmeld') = 0 ]"
t "a house rule's action that needs a value no choice allows is not listed; one a choice allows is" \
	sh -c "[ $(acts tests/scripts/needs_listed.lua 'blind|glance') = 1 ] &&
		$BIN rules tests/scripts/needs_listed.lua | grep -q '^  blind '"
t "golf4 without paid_look and expose_each_turn lists no look, pass or flip; golf4 lists all three" \
	sh -c "[ $(acts tests/scripts/golf4_hidden_extras.lua 'look|pass|flip') = 0 ] && [ $(acts golf4 'look|pass|flip') = 3 ]"
t "a renamed action is listed by its new word (slap, stop), not its old one (snap, cactus)" \
	sh -c "[ $(acts tests/scripts/cactus_slap.lua 'slap|stop') = 2 ] && [ $(acts tests/scripts/cactus_slap.lua 'snap|cactus') = 0 ]"
t "help slap explains the renamed action at the table" \
	sh -c "printf 'new tests/scripts/cactus_slap.lua ana,bot\\nhelp slap\\nquit\\n' | $BIN 2>&1 | grep -q '^slap  *turn up one of your cards'"
exit $fails
