#!/bin/sh
# Inputs the fuzzers once found faults with (tests/fuzz/regress/), replayed
# through the same entry points: repl-*.txt as a session typed at
# `play golf4 --seed 5 --players me,bot` (fuzz_repl), replay-* through
# `cardwright replay`. Each must end within 10 s without a crash.
BIN=./cardwright
files=$(ls tests/fuzz/regress/* 2>/dev/null)
n=0 fails=0
echo "1..$(echo "$files" | grep -c .)"
for f in $files; do
	n=$((n + 1))
	case "$f" in
	*/repl-*) XDG_STATE_HOME= HOME= timeout 10 $BIN play golf4 --seed 5 --players me,bot <"$f" >/dev/null 2>&1; rc=$?
		[ $rc = 0 ] ;;
	*/replay-*) timeout 10 $BIN replay "$f" >/dev/null 2>&1; rc=$?
		[ $rc = 0 ] || [ $rc = 1 ] || [ $rc = 2 ] ;;
	*) false ;;
	esac
	if [ $? = 0 ]; then echo "ok $n - $f ends cleanly"; else echo "not ok $n - $f (exit $rc)"; fails=$((fails + 1)); fi
done
exit $fails
