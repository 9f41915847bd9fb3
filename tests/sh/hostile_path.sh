#!/bin/sh
# Hostile variant files on the variant path (CARDWRIGHT_PATH): `cardwright
# variants` lists every other variant and names each bad file with its
# error, without hanging (DESIGN principle 5), and a house rule whose
# layout cannot be (65535 x 65535) fails as cleanly in a replay.
. tests/sh/lib/tap.sh
echo "1..6"
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_DATA_HOME="$T/data" XDG_STATE_HOME="$T/state"
mkdir -p "$T/path" "$HOME"
cp tests/hostile/pattern_backtrack.lua "$T/path/zz_backtrack.lua"
cp tests/hostile/gc_loop.lua "$T/path/aa_gc_loop.lua"
cp tests/hostile/loop_load.lua "$T/path/loop_load.lua"
cp tests/hostile/layout_huge.lua "$T/path/layout_huge.lua"

CARDWRIGHT_PATH="$T/path" timeout 60 ./cardwright variants >"$T/out" 2>&1
result $? "variants: a hostile file on the path neither hangs nor stops the listing"
grep -q '^golf4 ' "$T/out"
result $? "variants: the good variants are still listed (golf4)"
grep -q '^aa_gc_loop .*(does not load: .*a __gc field is refused' "$T/out"
result $? "variants: a file with a finalizer is named with its error"
grep -q '^loop_load .*(does not load: .*instruction budget exceeded' "$T/out"
result $? "variants: a file that loops while loading is named with its error"

# A variant whose layout cannot exist: every replay mode fails with one line.
cat >"$T/huge.txt" <<EOT
cardwright-replay 1
variant $T/path/layout_huge.lua
players ana ben
seed 1
round 1
1 draw stock
EOT
CARDWRIGHT_PATH="$T/path" timeout 60 ./cardwright replay "$T/huge.txt" >"$T/out" 2>&1
rc=$?
[ $rc -ne 0 ] && [ $rc -lt 124 ] && grep -q 'layout: expected {rows = R, cols = C}, integers, 1 to 64 slots in all' "$T/out"
result $? "replay: a 65535 x 65535 layout is refused with a clear error"
CARDWRIGHT_PATH="$T/path" timeout 60 ./cardwright replay "$T/huge.txt" --as 1 >"$T/out" 2>&1
rc=$?
[ $rc -ne 0 ] && [ $rc -lt 124 ]
result $? "replay --as: the same variant fails without a crash"
exit $((fails > 0))
