#!/bin/sh
# Round 34: files tried by testers who had not seen the code. Each case
# failed before its fix. Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
. tests/sh/lib/live.sh
D=$(pwd)/tests/hostile/round34
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1
echo "1..19"
GAMES=$XDG_STATE_HOME/cardwright/games

# An action of eight words of 23 letters (args "w*": up to 14 words of up
# to 23 letters): its text was cut at 144 bytes, so the legal list showed
# the 6-, 7- and 8-word actions alike and the recording kept 6 words,
# which replayed to another score.
w8="aaaaaaaaaaaaaaaaaaaaaaa bbbbbbbbbbbbbbbbbbbbbbb ccccccccccccccccccccccc ddddddddddddddddddddddd eeeeeeeeeeeeeeeeeeeeeee fffffffffffffffffffffff ggggggggggggggggggggggg hhhhhhhhhhhhhhhhhhhhhhh"
printf 'legal\nsay %s\nquit\n' "$w8" | $BIN play $D/longwords.lua --players me,bot --seed 1 >"$T/play" 2>&1
grep -q "say $w8" "$T/play"
result $? "an action of eight 23-letter words is listed whole"
f=$(ls "$GAMES"/*.replay | head -n 1)
grep -q "^1 say $w8\$" "$f" && $BIN replay "$f" >"$T/out" 2>&1
result $? "... recorded whole, and the recording verifies"
$BIN check $D/longwords.lua --games 5 --quiet >"$T/out" 2>&1
result $? "... and check finds no round-trip fault"
rm -f "$GAMES"/*

# 24 options of 200-byte defaults: the one rule line passed the reader's
# 4096 bytes, so neither replay nor play --resume took the recording.
printf 'go\nquit\n' | $BIN play $D/manyopts.lua --players me,bot --seed 1 >"$T/play" 2>&1
f=$(ls "$GAMES"/*.replay | head -n 1)
[ "$(grep -c '^rule ' "$f")" = 2 ] && [ "$(awk '{ if (length($0) > m) m = length($0) } END { print m }' "$f")" -le 4096 ] &&
	$BIN replay "$f" >"$T/out" 2>&1 && printf 'quit\n' | $BIN play --resume "$f" >"$T/out" 2>&1
result $? "options past one line's 4096 bytes go on two rule lines, which replay and resume"
rm -f "$GAMES"/*

# A pack of 1024 cards (CW_MAX_CARDS) on a deck line: 1025 words.
(cd $D && $BIN replay deck1024.replay) >"$T/out" 2>&1
result $? "a deck line of 1024 cards (1025 words) is read"

# A game whose recording passes the reader's 4 MB: sim --record wrote a
# file no reader takes; it now says so and writes none.
mkdir rec
$BIN sim $D/bigrec.lua --games 1 --bots random,random --record rec >"$T/out" 2>&1
[ $? != 0 ] && grep -q "the game's recording takes [0-9]* bytes, more than a replay may hold (4194304, CW_REPLAY_MAX_BYTES): rec/game-1.replay not written" "$T/out" &&
	[ -z "$(ls rec)" ]
result $? "a recording past 4 MB is refused with its size, and no file is left"

# g:set_flags(c, 256) stored 0, -1 stored 255 (a card has 8 bits).
$BIN check $D/flags256.lua --games 1 --quiet >"$T/out" 2>&1
grep -q "flags256.lua:8: set_flags: flags 256 out of range (expected 0 to 255, the card's 8 bits)" "$T/out"
result $? "g:set_flags past 0..255 is an error naming the value"
# vars = { big = 2^32 + 5 } started as 5, where g.v.big = 2^32 + 5 is refused.
$BIN rules $D/varwrap.lua >"$T/out" 2>&1
[ $? != 0 ] && grep -q 'vars "big": start value 4294967301 out of range (expected a 32-bit integer' "$T/out"
result $? "a start value past 32 bits is refused when the variant loads"

# g:draw_lead twice in a round: the recording's one lead line gave the
# first draw, and replay failed on the second.
mkdir lead
$BIN sim $D/leadtwice.lua --games 1 --players 3 --record lead >"$T/out" 2>&1
grep -q "leadtwice.lua:5: the lead of round 2 is drawn already: a round's lead is drawn once" "$T/out"
result $? "a second draw of one round's lead is an error in a recorded game"
$BIN check $D/leadtwice.lua --games 2 --players 3 --quiet >"$T/out" 2>&1
grep -q "FAULT .*the lead of round 2 is drawn already" "$T/out" && ! grep -q roundtrip "$T/out"
result $? "... and check names it, not a round trip that fails"

# next() over 4,400 keys in layout_score: each call a pass over the table
# charged one unit a key, so one action ran 134 s before the game's
# budget stopped it. A walk's step is charged as the instructions it takes.
timeout 60 $BIN sim $D/nextwalk.lua --games 1 --players 2 --rule holes=1 >"$T/out" 2>&1
[ $? = 1 ] && grep -q "nextwalk.lua:19: instruction budget exceeded (20000000 instructions per call) (in layout_score" "$T/out"
result $? "next() walking a big table in a hook is charged its cost: one call's budget stops it"
timeout 60 $BIN sim $D/nextwalk.lua --games 1 --players 2 --rule holes=1 --rule walk=pairs >"$T/out" 2>&1
[ $? = 1 ] && grep -q "instruction budget exceeded (20000000 instructions per call) (in layout_score" "$T/out"
result $? "pairs() begun over a big table 200 times in a hook: the same"

# A refusal's reason that names a hidden card (g:why_not with the face of
# another seat's card): check compared legal lists and events across
# deals of the hidden cards, not the reasons the prompt prints.
$BIN check $D/whyleak.lua --defaults --games 3 --quiet >"$T/out" 2>&1
grep -q "FAULT \[leak\] .*seat [0-9]'s reason why 'flip' is refused depends on cards it cannot see: \"no flips in this house (seat [0-9] slot 1 is" "$T/out"
result $? "check finds a refusal reason that names a card its reader cannot see"

# Option values past 63 bytes (a value may have 255): check read its plan
# from the `rules` text with 64-byte words, so it tried values cut short
# and "... (5 choices in all)" as a choice; rules and new cut the default.
$BIN check $D/longchoices.lua --games 1 --quiet >"$T/out" 2>&1
grep -q "longchoices.lua: 5 random games over 1 player count and 5 configurations, 5 round trips, 0 faults" "$T/out" &&
	! grep -q FINDING "$T/out"
result $? "check tries each of five 151-byte choices whole"
v1="v$(printf 'a%.0s' $(seq 80))1"
$BIN rules $D/longopt.lua >"$T/out" 2>&1
grep -q "default $v1 " "$T/out"
result $? "rules shows an 82-byte default whole"
CARDWRIGHT_PATH=$D $BIN new mylong --from longopt >"$T/out" 2>&1 && grep -q "^  --   o[p]* default $v1 " mylong.lua
result $? "new lists the 82-byte default whole among its base's options"

# is() on two tables printed their addresses ("table: 0x55d2f5fe7ad0"),
# another each run, where the script's tostring numbers them.
printf 'is({}, {}, "t")\nis(function() end, 1, "f")\ndone()\n' >p_test.lua
$BIN test p_test.lua >"$T/a" 2>&1
$BIN test p_test.lua >"$T/b" 2>&1
cmp -s "$T/a" "$T/b" && grep -q '^#   got:      table: #1$' "$T/a" && grep -q '^#   expected: table: #2$' "$T/a" &&
	grep -q '^#   got:      function: #3$' "$T/a" && ! grep -q '0x' "$T/a"
result $? "is() shows a table as the script's tostring does, the same on every run"

# `replay --reveal` of the recording of a hot-seat game still in play
# showed every face-down card of the round, to whoever sat at the
# terminal. A live recording (its recorder holds the lock) shows no
# cards; once the game has ended, it does.
rm -f "$GAMES"/*
live_start "$T/in" play golf4 --players ana,ben --seed 11
printf 'draw stock\n' >&3
live_wait "grep -qs 'draw stock' '$GAMES'/*.replay"
f=$(ls "$GAMES"/*.replay | head -n 1)
$BIN replay "$f" --reveal >"$T/out" 2>&1
rc=$?
$BIN replay "$f" --as ana >>"$T/out" 2>&1
rc2=$?
printf 'quit\n' | $BIN replay "$f" --to 8 >>"$T/out" 2>&1
rc3=$?
live_stop
[ $rc = 2 ] && [ $rc2 = 2 ] && [ $rc3 = 2 ] &&
	[ "$(grep -c "deals as a game still in play (its recording, a copy or a save of it, or a game of its seed): --as, --reveal, --export-as and --to show its cards once that game has ended" "$T/out")" = 3 ] &&
	! grep -q '\[' "$T/out"
result $? "a recording of a game in play: --reveal, --as and --to show no card"
$BIN replay "$f" --reveal >"$T/out" 2>&1 && grep -q '^round 1' "$T/out"
result $? "... and once the game has stopped, they do"
exit $fails
