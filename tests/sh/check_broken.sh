#!/bin/sh
# cardwright check on the deliberately broken variants of tests/broken/:
# each planted bug is found (exit 1, the expected kind of fault), its fault
# replay is read by `cardwright replay` (it verifies, or fails on a named
# line: the failing action, the file's last line), and the correct variant
# passes (exit 0, 0 faults). Run from the top of the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -n "$2" ] && [ -f "$2" ] && sed 's/^/# /' "$2" | head -8; }

broken="raise_apply:illegal empty_swap:illegal loop_hook:budget dead_end:stuck endless_knock:endless hidden_state:roundtrip"
echo "1..$(( $(echo $broken | wc -w) * 2 + 1 ))"

for b in $broken; do
	v=${b%%:*} kind=${b#*:}
	mkdir -p "$T/$v"
	$BIN check "tests/broken/$v.lua" --games 20 -q --out "$T/$v" >"$T/$v.out" 2>&1
	rc=$?
	if [ $rc = 1 ] && grep -q "^FAULT \[$kind\] " "$T/$v.out" && ! grep "^FAULT" "$T/$v.out" | grep -vq "^FAULT \[$kind\] "; then
		ok "check $v: exit 1, faults of kind $kind"
	else
		notok "check $v: exit 1, faults of kind $kind (exit $rc)" "$T/$v.out"
	fi
	f=$(grep -m1 '^  replay: ' "$T/$v.out" | sed 's/^  replay: //')
	if [ -z "$f" ] || [ ! -f "$f" ]; then
		notok "$v: a fault replay was written" "$T/$v.out"
		continue
	fi
	$BIN replay "$f" >"$T/$v.rout" 2>"$T/$v.rerr"
	rc=$?
	last=$(wc -l <"$f" | tr -d ' ')
	case "$kind:$rc" in
	illegal:1 | budget:1 | stuck:1)
		if grep -q "^$f:$last: " "$T/$v.rerr"; then
			ok "$v: replay stops on the failing action, line $last"
		else
			notok "$v: replay stops on the failing action, line $last" "$T/$v.rerr"
		fi ;;
	*:0) ok "$v: the fault replay verifies" ;;
	*) notok "$v: replay of the fault file (exit $rc)" "$T/$v.rerr" ;;
	esac
done

mkdir -p "$T/good"
$BIN check tests/broken/good.lua --games 20 -q --out "$T/good" >"$T/good.out" 2>&1
rc=$?
if [ $rc = 0 ] && tail -1 "$T/good.out" | grep -q ' 0 faults$' && [ -z "$(ls "$T/good")" ]; then
	ok "check good: exit 0, 0 faults, no replay written"
else
	notok "check good: exit 0, 0 faults (exit $rc)" "$T/good.out"
fi
