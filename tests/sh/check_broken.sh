#!/bin/sh
# cardwright check on the deliberately broken variants of tests/broken/:
# each planted bug is found (exit 1, the expected kind of fault), the
# fault names the hook, file and line that caused it where the class has
# one, its fault replay is read by `cardwright replay` (it verifies, or
# fails on a named line: the failing action, the file's last line), and
# the correct variant passes (exit 0, 0 faults). Then the run's own
# findings: a variant that does not load, Ctrl-C, --out creating its
# directory. Run from the top of the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM

n=0
ok() { n=$((n + 1)); echo "ok $n - $1"; }
notok() { n=$((n + 1)); echo "not ok $n - $1"; [ -n "$2" ] && [ -f "$2" ] && sed 's/^/# /' "$2" | head -8; }

# variant:kind:the cause line each fault must name ("-": none asked)
broken="raise_apply:illegal:raise_apply.lua:7 empty_swap:illegal:empty_swap.lua:6 loop_hook:budget:- dead_end:stuck:- endless_knock:endless:-
hidden_state:roundtrip:- leak_peek:leak:leak_peek.lua:10 buried_discard:seen:buried_discard.lua:11
lost_aside:zone:lost_aside.lua:12 held_over:zone:held_over.lua:9 double_call:call:double_call.lua:8
double_claim:claim:double_claim.lua:43"
echo "1..$(( $(echo $broken | wc -w) * 3 + 9 ))"

for b in $broken; do
	v=${b%%:*} rest=${b#*:} kind=${rest%%:*} cause=${rest#*:}
	$BIN check "tests/broken/$v.lua" --games 20 --max-games 200 -q --out "$T/$v" >"$T/$v.out" 2>&1
	rc=$?
	if [ $rc = 1 ] && grep -q "^FAULT \[$kind\] " "$T/$v.out" && ! grep "^FAULT" "$T/$v.out" | grep -vq "^FAULT \[$kind\] "; then
		ok "check $v: exit 1, faults of kind $kind"
	else
		notok "check $v: exit 1, faults of kind $kind (exit $rc)" "$T/$v.out"
	fi
	if [ "$cause" = - ] || grep -q "^  cause: .*$cause" "$T/$v.out"; then
		ok "$v: the fault names its cause ${cause#-}"
	else
		notok "$v: the fault names its cause $cause" "$T/$v.out"
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

# Two options that only together make a round endless: the pairwise rows
# find the pair, which no single choice shows, and name it.
$BIN check tests/broken/pair_endless.lua --players 2 --games 2 --max-games 2000 -q --out "$T/pair" >"$T/pair.out" 2>&1
rc=$?
if [ $rc = 1 ] && grep -q "^FAULT \[endless\] .*rule no_knock=on, refill=on" "$T/pair.out" &&
   grep -q "^  options: no_knock=on and refill=on fault together" "$T/pair.out" &&
   ! grep "^FAULT" "$T/pair.out" | grep -q "rule [a-z_]*=[a-z0-9]*, seed"; then
	ok "check pair_endless: the pair no_knock=on and refill=on is endless, no single choice is"
else
	notok "check pair_endless: the pair no_knock=on and refill=on is endless (exit $rc)" "$T/pair.out"
fi

$BIN check tests/broken/good.lua --games 20 --max-games 300 -q --out "$T/good" >"$T/good.out" 2>&1
rc=$?
if [ $rc = 0 ] && tail -1 "$T/good.out" | grep -q ' 0 faults$' && [ -z "$(ls "$T/good")" ]; then
	ok "check good: exit 0, 0 faults, no replay written"
else
	notok "check good: exit 0, 0 faults (exit $rc)" "$T/good.out"
fi

# --out creates the directory and its parents.
if [ -d "$T/good" ] && [ -d "$T/pair" ]; then ok "check --out creates a missing directory"; else notok "check --out creates a missing directory"; fi

# A variant that does not load is a finding, not a crash.
printf 'return variant { name = "nope", players = {2, 4} \n' >"$T/nope.lua"
$BIN check "$T/nope.lua" --games 2 -q --out "$T/nope" >"$T/nope.out" 2>&1
rc=$?
if [ $rc = 1 ] && grep -q "^FAULT \[load\] .*nope.lua: the variant does not load: " "$T/nope.out" &&
   tail -1 "$T/nope.out" | grep -q '1 fault (1 load)$'; then
	ok "check on a variant that does not load: a load fault, exit 1"
else
	notok "check on a variant that does not load: a load fault, exit 1 (exit $rc)" "$T/nope.out"
fi

# A pair of choices the variant refuses (check_options) is a finding.
cat >"$T/refuse.lua" <<'LUA'
return require("golf4"):extend {
  name = "refuse",
  check_options = function(opt)
    if opt.jokers == 2 and opt.decks == 2 then return "two decks play without jokers" end
  end,
}
LUA
$BIN check "$T/refuse.lua" --players 2 --games 1 --max-games 2000 -q --out "$T/refuse" >"$T/refuse.out" 2>&1
rc=$?
if [ $rc = 0 ] && grep -q "^FINDING \[options\] .*refuses decks=2 with jokers=2: .*two decks play without jokers" "$T/refuse.out"; then
	ok "check: a refused pair of choices is a finding, not a crash"
else
	notok "check: a refused pair of choices is a finding (exit $rc)" "$T/refuse.out"
fi

# desmoche-online's recycle_limit=unlimited: a hand may never end
# (DES-O10), which its max_actions declares (false), so a table of bots
# refuses it and check reports a finding, not an endless round; so is a
# limit whose bound (2000 + 400 a recycle) is more than a round's log holds.
$BIN check desmoche-online --games 1 --max-games 16 -q --out "$T/online" >"$T/online.out" 2>&1
rc=$?
if [ $rc = 0 ] && grep -q "^FINDING \[options\] desmoche-online: the variant refuses recycle_limit=unlimited: .*may never end.*(DES-O10)" "$T/online.out" &&
   grep -q "^FINDING \[options\] desmoche-online: the variant refuses recycle_limit=1000: " "$T/online.out" &&
   ! grep -q '^FAULT' "$T/online.out"; then
	ok "check desmoche-online: recycle_limit=unlimited is a finding (max_actions), not an endless round"
else
	notok "check desmoche-online: recycle_limit=unlimited is a finding (exit $rc)" "$T/online.out"
fi

# The same pair in desmoche's table mode: recycle=flip with
# recycle_limit=unlimited is refused for a table of bots (sim: max_actions
# is false), and only the pair: unlimited alone (recycle=off) plays.
if ! $BIN sim desmoche --players 2 --games 1 --rule recycle=flip --rule recycle_limit=unlimited >"$T/dsim.out" 2>&1 &&
   grep -qx "cardwright: desmoche: recycle_limit = unlimited with recycle = flip: a hand may never end (DES-O10); sim and check play only rounds that end (max_actions)" "$T/dsim.out" &&
   $BIN sim desmoche --players 2 --games 1 --rule recycle_limit=unlimited >/dev/null 2>&1; then
	ok "sim desmoche: recycle=flip with recycle_limit=unlimited is refused for bots (DES-O10), unlimited alone plays"
else
	notok "sim desmoche: recycle=flip with recycle_limit=unlimited is refused for bots (DES-O10)" "$T/dsim.out"
fi

# Ctrl-C: the run stops where it is and prints what it found so far (the
# faults are printed as they are found) and its summary.
$BIN check tests/broken/good.lua --games 1000 --max-games 100000 --out "$T/int" >"$T/int.out" 2>&1 &
pid=$!
i=0
while [ $i -lt 300 ] && ! grep -q '^checking' "$T/int.out" 2>/dev/null; do sleep 0.1; i=$((i + 1)); done
sleep 1
kill -INT $pid 2>/dev/null
wait $pid
rc=$?
if grep -q '^interrupted' "$T/int.out" && tail -1 "$T/int.out" | grep -q 'random games over .* 0 faults$'; then
	ok "Ctrl-C prints the faults found so far and the summary (exit $rc)"
else
	notok "Ctrl-C prints the faults found so far and the summary (exit $rc)" "$T/int.out"
fi

# sim --record creates a missing directory and its parents.
if $BIN sim golf4 --games 2 --record "$T/rec/a/b" >/dev/null 2>&1 && [ -f "$T/rec/a/b/game-1.replay" ]; then
	ok "sim --record a/b creates the missing directories"
else
	notok "sim --record a/b creates the missing directories"
fi
