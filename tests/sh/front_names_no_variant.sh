#!/bin/sh
# The table layer's promise (DESIGN principle 8, docs/design.md "The table
# layer"): the binding (lua/*.c) and the front ends (repl/*.c) know a
# variant only by what it declares. No line of them (comments left out)
# holds a variant's or family's name as a string, or the call word knock,
# and none reads an option by a name written in the C: what a front end
# needs (the call verb, the memory aid, the pot) is a declaration of the
# variant (role = "call", past = "knocked", memory_aid, chips).
#
# A variant name that is also the word of a variant's verb (Desmoche's
# `desmoche` and `cambio` moves) is a verb word, not a variant's name, and
# is left to the verbs' roles.
echo "1..7"
FILES="lua/*.c repl/*.c"

# Lines of code: comment lines (starting with /*, ** or //) left out.
code() { grep -nH -- "$1" $FILES | grep -vE '^[^:]*:[0-9]+:[[:space:]]*(/\*|\*|//)'; }

verbs=$(grep -ohE '^[[:space:]]*[a-z][a-z_]* = \{ *(args|role|doc|apply|aliases|private|words|any_seat|unordered|accepts|past) =' variants/*.lua | sed 's/^[[:space:]]*//; s/ = .*//' | sort -u)
words="golf cabo cambio pablo cactus cumbia dacz desmoche conquien"
for f in variants/*.lua variants/examples/*.lua; do words="$words $(basename "$f" .lua)"; done
# no_words N WHAT WORD...: test N, ok when no WORD is a string in the code.
no_words() {
	num=$1 what=$2
	shift 2
	bad=
	for w in "$@"; do code "\"$w\"" >/dev/null && bad="$bad $w"; done
	if [ -z "$bad" ]; then
		echo "ok $num - $what"
	else
		echo "not ok $num - lua/*.c or repl/*.c name:$bad"
		for w in $bad; do code "\"$w\"" | sed 's/^/# /' | head -n 5; done
	fi
}
names=
for w in $(echo $words | tr ' ' '\n' | sort -u); do
	echo "$verbs" | grep -qx -- "$w" || names="$names $w"
done
no_words 1 "lua/*.c and repl/*.c name no variant and no family" $names
no_words 2 "no call word: the call verb is the one declared role = \"call\"" knock
# No call word and no verb word the power and rummy variants use for
# their calls and moves, anywhere in the binding or the front ends.
no_words 3 "no call or move word (knock, cabo, pablo, cambio, ...) in lua/*.c or repl/*.c" \
	knock cabo pablo cambio cactus cumbia desmoche

# The bots choose and the table tells others' moves by the verbs' roles
# (core/role.h), never by their words: no word of any variant's verb
# (`snap`, `give`, `draw stock`, or the first word of one, as `power ` or
# `declare`) is a string in the bots' code or in render.c.
allverbs=$( (echo "$verbs"; grep -ohE '^[[:space:]]*\["[a-z][a-z_ ]*"\] = \{' variants/*.lua | sed 's/^[[:space:]]*\["//; s/"\].*//') | sort -u)
firsts=$(echo "$allverbs" | grep ' ' | sed 's/ .*//' | sort -u)
BOTS="repl/bot.c repl/mcts.c repl/lmodel.c repl/render.c"
botcode() { grep -nH -- "$1" $BOTS | grep -vE '^[^:]*:[0-9]+:[[:space:]]*(/\*|\*|//)'; }
hits=$(echo "$allverbs" | while IFS= read -r w; do [ -n "$w" ] && botcode "\"$w[\" ]"; done
	echo "$firsts" | while IFS= read -r w; do [ -n "$w" ] && botcode "\"$w[\" ]"; done)
if [ -z "$hits" ] && [ "$(echo "$allverbs" | wc -l)" -gt 20 ]; then
	echo "ok 4 - the bots and the table name no verb: $(echo "$allverbs" | wc -l) verb words checked in $BOTS"
else
	echo "not ok 4 - verb words in the bots' or the table's code (or too few verbs found):"
	echo "$hits" | sed 's/^/# /' | head -n 10
fi

# An option read by its name: cw_runtime_option(rt, "NAME", ...), or a
# name compared with strcmp against an option the variants declare.
opts=$(grep -ohE '^[[:space:]]*[a-z][a-z0-9_]* = \{[^}]*default =' variants/*.lua variants/examples/*.lua |
	sed 's/^[[:space:]]*//; s/ = .*//' | sort -u)
reads=$(code 'cw_runtime_option([^,]*, *"')
for o in $opts; do
	echo "$verbs" | grep -qx -- "$o" && continue
	r=$(code "strcmp([^)]*\"$o\")")
	[ -n "$r" ] && reads="$reads
$r"
done
reads=$(echo "$reads" | sed '/^$/d')
if [ -z "$reads" ]; then
	echo "ok 5 - no option is read by a name written in lua/*.c or repl/*.c ($(echo $opts | wc -w) option names)"
else
	echo "not ok 5 - options read by name:"
	echo "$reads" | sed 's/^/# /' | head -n 10
fi

# The memory aid comes from the variant's declaration (memory_aid, G-7,
# PW-14a): ana knows two of her cards from the deal, shown as [6D] with
# the aid and as ## when the rule is strict.
BIN=./cardwright
export CARDWRIGHT_PATH=variants
n=6
for v in golf4 cabo; do
	aid=$(printf 'quit\n' | "$BIN" play $v --players ana,bot --seed 3 2>&1 | grep -cE '\[(10|[2-9AJQK])[CDHS]\]')
	strict=$(printf 'quit\n' | "$BIN" play $v --players ana,bot --seed 3 --rule memory=strict 2>&1 | grep -cE '\[(10|[2-9AJQK])[CDHS]\]')
	if [ "$aid" -gt 0 ] && [ "$strict" -eq 0 ]; then
		echo "ok $n - $v: known face-down cards shown as [7H] by default, not with memory=strict"
	else
		echo "not ok $n - $v: lines with [7H] by default $aid, with memory=strict $strict"
	fi
	n=$((n + 1))
done
