#!/bin/sh
# DESIGN principle 8: the core names no variant and no option. No file
# under core/ (comments included) holds a variant's or family's name, the
# word knock, or the name of an option that a variant declares.
#
# Option names that are also the core's own words for a card table (its
# layout, the decks and jokers in a game, the memory a card's knowledge is,
# a move's target, a peek at a card, ...) are left out: they name what the
# core is built of, not a rule of a variant. So are two files of variants/
# that are libraries, not variants: power (a power of two is the core's
# too) and patch.
echo "1..2"
COMMON='^(layout|decks|jokers|memory|target|peek|pairs|lines|hands|stack|color|bet|fold|king)$'

words="golf knock cabo cambio pablo cactus cumbia dacz desmoche conquien conqui"
for f in variants/*.lua; do
	case $(basename "$f" .lua) in power | patch) ;; *) words="$words $(basename "$f" .lua)" ;; esac
done
bad=
for w in $words; do
	grep -rniq -- "$w" core/ && bad="$bad $w"
done
if [ -z "$bad" ]; then
	echo "ok 1 - core/ names no variant, no family and no call word"
else
	echo "not ok 1 - core/ names:$bad"
	for w in $bad; do grep -rni -- "$w" core/ | sed 's/^/# /' | head -n 5; done
fi

# Every option a variant declares: `name = { default = ...` in variants/.
opts=$(grep -ohE '^[[:space:]]*[a-z][a-z0-9_]* = \{[^}]*default =' variants/*.lua | sed 's/^[[:space:]]*//; s/ = .*//' | sort -u |
	grep -vE "$COMMON")
bad=
for o in $opts; do
	grep -rniwq -- "$o" core/ && bad="$bad $o"
done
if [ -z "$bad" ]; then
	echo "ok 2 - core/ names no option of a variant ($(echo $opts | wc -w) option names)"
else
	echo "not ok 2 - core/ names the options:$bad"
	for o in $bad; do grep -rniw -- "$o" core/ | sed 's/^/# /' | head -n 5; done
fi
