#!/bin/sh
# A word a player may try that the variant has no action for is answered
# with the rule that says why, not a bare "unknown action": Cambio has no
# call (CAM-T2, CAM-E1), 6-, 8-, 9- and 10-card Golf no knock (G6-4, G8-5,
# G9-3, G10-2). The variant declares the words (`absent`); the table, its
# help and the replay reader all say them. Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
echo "1..12"

printf 'knock\ncambio\nquit\n' | $BIN play cambio --players you,bot --seed 3 >"$T/out" 2>&1
grep -qx "cambio has no 'knock': there is no call; the round ends when the stock is gone (CAM-T2, CAM-E1)" "$T/out" &&
	grep -qx "cambio has no 'cambio': there is no call; the round ends when the stock is gone (CAM-T2, CAM-E1)" "$T/out"
result $? "CAM-T2: knock and cambio are answered with Cambio's rule"
# the refusal changes nothing: the turn is still to draw
[ "$(grep -c '^legal: draw stock, draw discard$' "$T/out")" = 2 ]
result $? "CAM-T2: the seat still has its turn's draw after the refusal"

printf 'knock\nhelp knock\nquit\n' | $BIN play golf6 --players you,bot --seed 3 >"$T/out" 2>&1
[ "$(grep -cx "golf6 has no 'knock': the hole ends when one layout is all face up (G6-4)" "$T/out")" = 2 ]
result $? "G6-4: golf6 has no knock, at the table and in help"

for v in golf8:G8-5 golf9:G9-3 golf10:G6-4 golf9-fuchs:G9-3; do
	printf 'knock\nquit\n' | $BIN play "${v%%:*}" --players you,bot --seed 3 >"$T/out" 2>&1
	grep -q "^${v%%:*} has no 'knock': .*(${v#*:}" "$T/out"
	result $? "${v#*:}: ${v%%:*} has no knock"
done

# golf4 has a knock: a misspelt word still gets "did you mean"
printf 'knok\nquit\n' | $BIN play golf4 --players you,bot --seed 3 >"$T/out" 2>&1
grep -qx "unknown action 'knok'; did you mean 'knock'?" "$T/out"
result $? "G4-4: golf4's knock is an action, and a near word is suggested"

# a recorded knock in Cambio is refused with the rule, at its line
cat >"$T/k.replay" <<'EOF'
cardwright-replay 1
variant cambio
players ana ben
seed 3
round 1
2 draw stock
2 discard
1 knock
EOF
$BIN replay "$T/k.replay" >"$T/out" 2>&1
[ $? != 0 ] && grep -q "k.replay:8: illegal action 'knock' for seat 1 (ana): cambio has no 'knock': there is no call" "$T/out"
result $? "CAM-T2: a recorded knock is refused at its line with the rule"

# the words are declared, checked when the variant loads: one line each
mkdir -p "$T/v"
printf 'return require("golf6"):extend { name = "bad_absent", absent = { ["knock\\27[2J"] = "no" } }\n' >"$T/v/bad_absent.lua"
CARDWRIGHT_PATH="$T/v" $BIN rules bad_absent >"$T/out" 2>&1
[ $? != 0 ] && [ "$(wc -l <"$T/out")" = 1 ] && grep -q "absent: bad word" "$T/out" && ! grep -q "$(printf '\033')" "$T/out"
result $? "absent: a word that is not letters is refused in one line, with no escape byte"
# a house rule that gives golf6 a knock: the word is an action again
cat >"$T/v/knock6.lua" <<'EOF'
local v = require("golf6")
return v:extend { name = "knock6", actions = { knock = { doc = "end the hole", apply = function(g, seat) g:call(seat) end } } }
EOF
printf 'knock\nquit\n' | CARDWRIGHT_PATH="$T/v" $BIN play knock6 --players you,bot --seed 3 >"$T/out" 2>&1
! grep -q "has no 'knock'" "$T/out" && grep -q "^'knock' is not legal now: no 'knock' is legal at this point ('knock' does this: end the hole" "$T/out"
result $? "absent: an action of that word in a house rule takes the word back"
# an absent word that begins a real action ("draw" of "draw stock") is
# never answered as absent: the action is there
cat >"$T/v/draw_absent.lua" <<'EOF'
return require("golf6"):extend { name = "draw_absent", absent = { draw = "shadowing a real verb" } }
EOF
printf 'draw foo\nquit\n' | CARDWRIGHT_PATH="$T/v" $BIN play draw_absent --players you,bot --seed 3 >"$T/out" 2>&1
! grep -q "has no 'draw'" "$T/out" && grep -q "^unknown action 'draw foo'" "$T/out"
result $? "absent: a word that begins an action of the variant is not answered as absent"
exit $((fails > 0))
