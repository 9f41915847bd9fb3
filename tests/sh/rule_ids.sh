#!/bin/sh
# Every numbered rule of the rules texts is cited by a test: the ids are
# read from ../shared/rules/*.md (where CI puts the rules, beside the
# tree), each id is looked for in tests/, the uncited ones are listed, and
# the test fails when the cited share drops below RULE_IDS_MIN percent.
# The goal is 95; the floor is raised as tests are written, never lowered.
# Run from the top of the tree (make test).
RULES=${RULES_DIR:-../shared/rules}
MIN=${RULE_IDS_MIN:-95}
echo "1..2"
if [ ! -d "$RULES" ] || ! ls "$RULES"/*.md >/dev/null 2>&1; then
	echo "not ok 1 - the rules texts are at $RULES (expected rules/*.md beside the tree, as CI puts them)"
	echo "not ok 2 - rule ids cited by tests: no rules to read"
	exit 1
fi
echo "ok 1 - the rules texts are at $RULES"
# An id opens a rule's line: "- G4-4 ...", "- **CABO-M3** ...", or a row
# of a table of examples, "| A-1 | ...".
ids=$(grep -hoE '^(- |\| )?\*{0,2}[A-Z][A-Z0-9]*-[A-Z]*[0-9]+\b' "$RULES"/*.md | sed -E 's/^(- |\| )?\**//' | sort -u)
total=0 cited=0 uncited=""
for id in $ids; do
	total=$((total + 1))
	if grep -rqw -e "$id" tests/; then cited=$((cited + 1)); else uncited="$uncited $id"; fi
done
share=$((cited * 100 / total))
echo "# $cited of $total rule ids cited by a test ($share%); uncited:"
echo "$uncited" | fold -s -w 100 | sed 's/^/#  /'
if [ "$share" -ge "$MIN" ]; then
	echo "ok 2 - $share% of the rule ids are cited by a test (at least $MIN%)"
else
	echo "not ok 2 - $share% of the rule ids are cited by a test, below $MIN%"
	exit 1
fi
