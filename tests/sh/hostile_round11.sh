#!/bin/sh
# An eleventh round of attacks (docs/robustness.md, "Self-attack, eleventh
# round"). First, what round 10 left open: a variant that writes down a
# hidden card, in a card's flags or in a variable, at the table. The
# bots imagine the game with the flags of the cards their seat does not
# see reduced to the bits declared public (none unless declared) and with
# the variables declared secret at their start values (`secrets`). Run
# from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round11
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh
export CARDWRIGHT_PATH="$R"

# ---- a hidden card written into flags and into a secret variable ----
# The rule moves the knocker by 100 one way or the other by the stock's
# top at the deal, a card no seat sees: imagined, the mark is 0 (flags
# private by default; the variable at its start value), so the term is
# -100 in every case and every deal.
for v in flag_judge var_judge; do
	caller_terms $v
	[ "$(wc -l <"$T/out")" = 1 ] &&
		grep -q '^caller term: won -100+0x+0y+0z; tied -100+0x+0y+0z; beaten -100+0x+0y+0z;$' "$T/out"
	result $? "$v: the caller term is -100 in every case of eight deals"
	hidden_hints $v
	cmp -s "$T/low.hint" "$T/high.hint"
	result $? "$v: the hint is the same whatever the hidden stock top"
done

# ---- a wrong `secrets` is one line naming what was expected ----
printf 'quit\n' >"$T/in"
bad_secrets() {	# NAME FIELD PATTERN
	sed "s/  secrets = { vars = { \"top_high\" } },/  secrets = $2,/; s/name = \"var_judge\"/name = \"$1\"/" \
		"$R/var_judge.lua" >"$T/cwd/$1.lua"
	run $SCRIPT_KB "secrets: $1" "$3" $BIN rules "./$1.lua"
	[ "$(grep -c . "$T/out")" = 1 ]
	result $? "secrets: $1 is one line"
	rm -f "$T/cwd/$1.lua"
}
bad_secrets misspelt '{ vars = { "top_hihg" } }' "secrets\.vars: top_hihg is not one of the variant's vars \(did you mean 'top_high'\?\)"
bad_secrets not_list '{ vars = "top_high" }' "secrets\.vars must be a list of names of the variant's vars"
bad_secrets keyed '{ vars = { x = "top_high" } }' "secrets\.vars must be a list of names, not a table with the key x"
bad_secrets seat '{ seat_vars = { "top_high" } }' "secrets\.seat_vars: top_high is not one of the variant's seat_vars"
bad_secrets flags '{ public_flags = 256 }' "secrets\.public_flags must be an integer from 0 to 255"
bad_secrets field '{ flags = 1 }' "secrets: unknown field 'flags' \(expected vars, seat_vars or public_flags\)"

finish
