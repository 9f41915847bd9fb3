#!/bin/sh
# cardwright check on house rules written as authors write them, each with
# a realistic bug (tests/broken/house_*.lua): an off-by-one scoring loop, a
# power told to the whole table, a draw that forgets to take the card, a
# place list one slot too long, a card handle announced as a face, a
# flag toggled on and off with nothing told, a die rolled and neither kept
# nor told (endless: the seat could take those actions for ever). Each is
# caught (exit 1) with the kind of fault expected and the file and line at
# fault named. Run from the top of the tree (make test).
BIN=./cardwright
T=$(mktemp -d) || exit 1
trap 'rm -rf "$T"' EXIT INT TERM
# file|kind|what the fault names (the file and line at fault, or its words)
cases='house_jack_columns|illegal|house_jack_columns.lua:16
house_nine_told|leak|house_nine_told.lua:16
house_bottom_draw|illegal|holds no drawn card
house_swap_past_end|illegal|slot 5 of seat
house_nine_handle|illegal|house_nine_handle.lua:16
house_tap|endless|brings the game back to where it was 2 actions before
house_dice|endless|house_dice.lua:9'
echo "1..$(echo "$cases" | wc -l)"
n=0
echo "$cases" | while IFS='|' read -r v kind where; do
	n=$((n + 1))
	$BIN check "tests/broken/$v.lua" --games 10 --max-games 60 -q --out "$T/$v" >"$T/$v.out" 2>&1
	rc=$?
	if [ $rc = 1 ] && grep -q "^FAULT \[$kind\] " "$T/$v.out" && grep -q "$where" "$T/$v.out"; then
		echo "ok $n - check $v: a $kind fault naming $where"
	else
		echo "not ok $n - check $v: a $kind fault naming $where (exit $rc)"
		sed 's/^/# /' "$T/$v.out" | head -6
	fi
done
