#!/bin/sh
# What the eleventh round left (docs/robustness.md, "Twelfth session"): a
# metatable made weak after setmetatable, by a plain write, a raw one, on
# a class with a base of its own, or after its own metatable was taken
# away, is refused where it is written, with one line; classes as scripts
# write them still work. Run from the top of the tree.
BIN=$(pwd)/cardwright
R=$(pwd)/tests/hostile/round12
. tests/sh/lib/tap.sh
. tests/sh/lib/hostile.sh
export CARDWRIGHT_PATH="$R"
printf 'quit\n' >"$T/in"
while read -r name pat; do
	run $SCRIPT_KB "round12/$name" "$pat" $BIN sim "$name" --games 1 --players 2 --seed 3
	[ "$(grep -c . "$T/out")" = 1 ]
	result $? "$name: one line"
done <<'EOT'
weak_after ^cardwright: weak_after\.lua:5: metatable: a __mode field \(a weak table\) is refused
weak_rawset ^cardwright: weak_rawset\.lua:4: rawset: a __mode field \(a weak table\) is refused
weak_class ^cardwright: weak_class\.lua:8: metatable: a __mode field \(a weak table\) is refused
weak_unset ^cardwright: weak_unset\.lua:5: metatable: a __mode field \(a weak table\) is refused
EOT
# Ten checks of method calls, a base, late writes into a class and
# getmetatable, made as the script loads: a failed one fails the load.
run $SCRIPT_KB "round12/oop_ok: classes still work" '^holes: 1 \(1\.00 per game\)$' \
	$BIN sim oop_ok --games 1 --players 2 --seed 3 --rule holes=1
echo "1..$n"
[ "$fails" -eq 0 ]
