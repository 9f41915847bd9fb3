# What the shell tests share: a scratch directory $T, removed at exit, and
# `result STATUS NAME`, which prints the TAP line (with $T/out as the
# diagnostic of a failure) and counts failures in $fails. Sourced from the
# top of the tree: `. tests/sh/lib/tap.sh`.
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
n=0 fails=0
result() {	# status name
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; sed 's/^/# /' "$T/out"; fails=$((fails + 1)); fi
}
