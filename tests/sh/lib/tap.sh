# What the shell tests share: a scratch directory $T, removed at exit, and
# `result STATUS NAME`, which prints the TAP line (with $T/out as the
# diagnostic of a failure) and counts failures in $fails. Diagnostics go
# to standard error as well, where prove shows them without -v: a failure
# in CI's log says what it was. Sourced from the
# top of the tree: `. tests/sh/lib/tap.sh`.
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
n=0 fails=0
result() {	# status name
	n=$((n + 1))
	if [ "$1" = 0 ]; then echo "ok $n - $2"; else echo "not ok $n - $2"; sed 's/^/# /' "$T/out" | tee /dev/stderr; fails=$((fails + 1)); fi
}
# The same, one step at a time: `ok NAME`, `notok NAME [FILE]` (the last
# lines of FILE as the diagnostic), and `check NAME [FILE]`, which is ok
# when the command just before it succeeded.
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; fails=$((fails + 1)); [ -f "$2" ] && sed 's/^/# /' "$2" | tail -n 30 | tee /dev/stderr; }
check() { if [ "$?" -eq 0 ]; then ok "$1"; else notok "$1" "$2"; fi; }
# `node_checks PASSES SECONDS NAME SCRIPT [ARG...]`: a node client that
# prints "PASS check" or "FAIL check" lines, run with BIN in its
# environment; ok when it exits 0 with PASSES passes and no failure, a
# skip where node is missing.
node_checks() {
	want=$1 secs=$2 name=$3
	shift 3
	if ! command -v node >/dev/null 2>&1; then
		n=$((n + 1)); echo "ok $n # SKIP no node"; return
	fi
	env BIN="$BIN" timeout "$secs" node "$@" >"$T/out" 2>&1
	[ $? = 0 ] && ! grep -q '^FAIL' "$T/out" && [ "$(grep -c '^PASS' "$T/out")" = "$want" ]
	result $? "$name"
}
