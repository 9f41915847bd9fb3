#!/bin/sh
# Round 43: what testers who had not seen the code found, and what the
# last session left. Each case failed before its fix. Run from the top of
# the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
TOP=$(pwd)
D=$(pwd)/tests/hostile/round43
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1
echo "1..4"

# ---- play --resume told a seat its own draw but not its own discard
# after it (left by round 42): the person resuming did not type the
# file's actions here, so every one of them is told. In golf4 a card
# drawn from the stock and discarded is the same card (G-5).
cp "$D/resume_own.replay" ro.replay
printf 'draw stock\ndiscard\nquit\n' | $BIN play --resume ro.replay >"$T/out" 2>&1
drew=$(sed -n 's/^you drew \([^ ]*\) from the stock$/\1/p' "$T/out" | head -n 1)
[ -n "$drew" ] && grep -A1 '^you drew ' "$T/out" | head -n 2 | tail -n 1 | grep -qx "you discarded $drew"
result $? "play --resume: the seat's own discard from the file is told after its draw"
# what the person types after resuming is not told back to them: the
# file's discard is told once, the one typed here not at all
[ "$(grep -c '^you discarded' "$T/out")" = 1 ] && [ "$(grep -c '^you drew' "$T/out")" = 2 ]
result $? "play --resume: an action typed after resuming is not told back"

# ---- A house rule's card values in the base's own rules (43b): Cumbia's
# match and Cactus's snap by value compared the base's values, so a house
# rule's kings at 0 (or 10) matched nothing they should. reference.md: a
# house rule's card_value is the one used even inside the base. In each
# deck ben's swap puts KH (Cumbia) or QH (Cactus) on the pile; ana then
# matches or snaps her KC.
cp "$D/cumbia-kings0.lua" "$D/cactus-kings10.lua" .
cp "$D/cumbia-kings0.replay" "$D/cactus-kings10.replay" .
# kings worth 0: KC matches KH, equal values (CUM-M3, CUM-M4)
$BIN replay cumbia-kings0.replay --reveal >"$T/out" 2>&1 &&
	grep -qx 'ana matched KC from their slot 1: it goes on the discard pile' "$T/out"
result $? "cumbia: a house rule's card values decide a match (CUM-M4)"
# kings worth 10, snap_match=value: KC snaps QH, 10 and 10 (CAC-M3), with
# no penalty cards (CAC-M4)
$BIN replay cactus-kings10.replay --reveal >"$T/out" 2>&1 &&
	grep -qx 'ana matched KC from their slot 1: it goes on the discard pile' "$T/out" && ! grep -q 'penalty\|got a card from the stock' "$T/out"
result $? "cactus: a house rule's card values decide a snap by value (CAC-M3)"
