#!/bin/sh
# Round 35: files tried by testers who had not seen the code. Each case
# failed before its fix. Run from the top of the tree.
BIN=$(pwd)/cardwright
. tests/sh/lib/tap.sh
. tests/sh/lib/live.sh
D=$(pwd)/tests/hostile/round35
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME" "$T/w"
cd "$T/w" || exit 1
GAMES=$XDG_STATE_HOME/cardwright/games
echo "1..66"

# A setup that begins no turn: the base's legal hook was asked for the
# moves of seat 0 and failed with "bad seat 0" in the base's file.
want="cardwright: setup left no seat to act: expected it to begin a turn (g:begin_turn), open a window (g:open_window) or end the round (in setup of noturn)"
printf 'quit\n' | $BIN play $D/noturn.lua --players me,bot --seed 1 >"$T/out" 2>&1
[ "$(cat "$T/out")" = "$want" ]
result $? "a setup that begins no turn is named in one line at play"
$BIN sim $D/noturn.lua --games 2 --seed 1 >"$T/out" 2>&1
grep -qF "setup left no seat to act: expected it to begin a turn (g:begin_turn), open a window (g:open_window) or end the round (in setup of noturn)" "$T/out" && ! grep -q "bad seat 0" "$T/out"
result $? "... and in sim, not as a bad seat 0 in the base's hook"

# A variant file's path was written raw on the variant line: a blank or a
# '#' in a directory made the recording unreadable, a newline added header
# lines of the directory's choosing and an escape reached `cat`. Each is
# now written %XX and read back (docs/replay-format.md).
for d in "sp ace" "h#sh" "$(printf 'nl\nplayers 3\nx')" "$(printf 'e\033]52;c;QQ==\007x')"; do
	rm -f "$GAMES"/*
	mkdir -p "$T/w/$d" && cp "$D/plain.lua" "$T/w/$d/r.lua"
	printf 'draw stock\nswap 1\nquit\n' | $BIN play "./$d/r.lua" --players me,bot --seed 1 >"$T/play" 2>&1
	f=$(ls "$GAMES"/*.replay | head -n 1)
	[ "$(wc -l <"$f")" -gt 5 ] && [ "$(awk 'NR == 2 { print NF }' "$f")" = 2 ] && [ "$(sed -n 2p "$f" | tr -d ' -~' | wc -c)" = 1 ] && [ "$(grep -c '^players' "$f")" = 1 ] &&
		$BIN replay "$f" >"$T/out" 2>&1 && printf 'quit\n' | $BIN play --resume "$f" >"$T/out" 2>&1
	result $? "a variant under '$(printf '%s' "$d" | tr -c ' -~' '?')' is recorded in one printable word, and replays and resumes"
done
printf 'cardwright-replay 1\nvariant golf\0334\nplayers 2\nseed 1\n' >raw.replay
$BIN replay raw.replay >"$T/out" 2>&1
[ $? = 1 ] && grep -q "^raw.replay:2: variant: a control byte or a bad %XX" "$T/out"
result $? "a raw control byte in a variant word is refused at its line"
printf 'cardwright-replay 1\nvariant golf%%34\nplayers 2\nseed 1\n' >pct.replay
$BIN replay pct.replay >"$T/out" 2>&1
result $? "golf%34 reads as golf4"

# A NUL in text a hook gives at run time ended the text there, silently:
# a check_options or max_actions reason, an explanation, a test file's
# names and values. It is shown as \x00, as in why_not and errors.
$BIN sim $D/nulreason.lua --rule strict=on --games 1 >"$T/out" 2>&1
[ "$(cat "$T/out")" = 'cardwright: nulreason: bad\x00after the nul' ]
result $? "check_options: a reason with a NUL is shown whole"
$BIN sim $D/nulreason.lua --rule endless=on --games 1 >"$T/out" 2>&1
grep -qF 'nulreason: R\x00after the nul; sim and check play only rounds that end' "$T/out"
result $? "max_actions: a reason with a NUL is shown whole"
$BIN score $D/nulreason.lua --explain 'AS 2S / 3S 4S' >"$T/out" 2>&1
[ "$(cat "$T/out")" = 'first\x00second' ]
result $? "explain: a text with a NUL is shown whole"
$BIN test $D/nultap.lua >"$T/out" 2>/dev/null
[ "$(sed -n 3p "$T/out")" = '#   got:      x\x00y' ] && [ "$(sed -n 6p "$T/out")" = "#   'a\x00b'" ]
result $? "a test file's values with a NUL are shown whole"

# Private-use characters and noncharacters in a name: drawn as a box or as
# nothing, so "ana" and "ana" and one of them looked alike (round 24 closed
# the blanks and joiners). U+FFFC, a visible object mark, stays allowed.
ok=0
for cp in e000 f8ff f0000 10fffd fdd0 fffe ffff 1fffe; do
	c=$(perl -CO -e "no warnings; print chr(0x$cp)")
	printf 'quit\n' | $BIN play golf4 --players "ana,ana$c" --seed 3 >"$T/out" 2>&1
	grep -q "a name holds no blank, joining, private-use or noncharacter code point .*(U+$(echo $cp | tr a-f A-F) in" "$T/out" || ok=1
done
[ $ok = 0 ]
result $? "play: a name with a private-use or noncharacter code point is refused, with the code point"
c=$(perl -CO -e 'print chr(0xfffc)')
printf 'quit\n' | $BIN play golf4 --players "ana,ben$c" --seed 3 >"$T/out" 2>&1 && grep -q "^new game of golf4 for 2: ana, ben$c;" "$T/out"
result $? "play: U+FFFC in a name is kept"

# replay --as 1 --as 2 showed seat 2, --export-as likewise: the last one
# won without a word, so a script could share another seat's log than it
# named first. Each is refused when given twice, as sim's options are.
rm -f "$GAMES"/*
printf 'draw stock\nswap 1\nquit\n' | $BIN play golf4 --players me,bot --seed 1 >/dev/null 2>&1
f=$(ls "$GAMES"/*.replay | head -n 1)
$BIN replay "$f" --export-as 1 --export-as 2 >"$T/out" 2>&1
[ $? = 2 ] && [ "$(cat "$T/out")" = "cardwright: --export-as is given twice: give it once" ]
result $? "replay --export-as given twice is refused in one line"
$BIN replay "$f" --as 1 --as 2 </dev/null >"$T/out" 2>&1
[ $? = 2 ] && [ "$(cat "$T/out")" = "cardwright: --as is given twice: give it once" ]
result $? "replay --as given twice is refused in one line"

# A misspelt field inside the kit's deal was taken for nothing; a
# misspelt phase or variable was called an unknown role.
printf 'quit\n' | $BIN play $D/dealtypo.lua --players me,bot >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: $D/dealtypo.lua: kit.deal.slotz: unknown field, expected slots or show" ]
result $? "kit.deal.slotz is refused with the fields deal takes"
printf 'quit\n' | $BIN play $D/phasetypo.lua --players me,bot >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: $D/phasetypo.lua: kit.phases.drow: unknown phase of the kit, expected one of draw, place, open, peek, point, give, matching" ]
result $? "kit.phases.drow is called an unknown phase, with the phases the kit has"

$BIN test $D/seatzero.lua >"$T/out" 2>&1
result $? "t:act with seat 0 is refused as a seat outside 1 to N"

# Option choices the reference allows: strings that read as numbers, and
# booleans. A value typed or recorded names the choice written so.
# X 3C / KD AH: joker -10 + 3 + 0 (K, G4-5) + 1 = -6; the default -3 gives 1.
[ "$($BIN score $D/jokerval.lua --rule joker_value=-10 'X 3C / KD AH' 2>&1)" = "-6" ] &&
	[ "$($BIN score $D/jokerval.lua 'X 3C / KD AH' 2>&1)" = "1" ]
result $? "a string choice written -10 is named by --rule joker_value=-10"
# AS 2S / 3S 4S with aces at 11: 11 + 2 + 3 + 4 = 20
[ "$($BIN score $D/boolopt.lua --rule high_aces=true 'AS 2S / 3S 4S' 2>&1)" = "20" ]
result $? "a boolean choice is named by --rule high_aces=true"
$BIN rules $D/boolopt.lua | grep -q "^  high_aces  *default false  *choices: false, true$"
result $? "rules lists boolean choices as false, true"
for v in jokerval boolopt; do
	rm -f "$GAMES"/*
	printf 'draw stock\ndiscard\nquit\n' | $BIN play $D/$v.lua --players me,bot --seed 2 >/dev/null 2>&1
	f=$(ls "$GAMES"/*.replay | head -n 1)
	$BIN replay "$f" >"$T/out" 2>&1 && printf 'quit\n' | $BIN play --resume "$f" >"$T/out" 2>&1
	result $? "$v: a game with such an option replays and resumes"
done

# A renamed call kept its base's past: after `rap` the table said "you
# knocked: everyone else has one more turn".
printf 'rap\nquit\n' | $BIN play $D/rap.lua --players me,bot --seed 1 >"$T/out" 2>&1
grep -q "^you called rap: everyone else has one more turn$" "$T/out" && ! grep -q "knocked" "$T/out"
result $? "a call renamed rap is told as 'you called rap', not 'you knocked'"

# `draw` where draw stock and draw discard are legal was an unknown action
# with no suggestion; `peek 1.2` at a draw read the slot before saying
# that peek is not legal there.
printf 'draw\npeek 1.2\nquit\n' | $BIN play golf4 --players me,bot --seed 1 >"$T/out" 2>&1
grep -qx "'draw' says too little: did you mean 'draw stock' or 'draw discard'?" "$T/out"
result $? "'draw' suggests the legal actions it begins"
grep -qx "'peek' is not legal now" "$T/out" && ! grep -q "bad argument" "$T/out"
result $? "'peek 1.2' at a draw is not legal now, whatever its slot"

$BIN rules $D/nodoc.lua >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: $D/nodoc.lua:3: variant 'nodoc' option 'foo': needs a one-line doc (doc = \"...\"), shown by 'cardwright rules' (in loading '$D/nodoc.lua')" ]
result $? "a new option without a doc is told so, with no unrelated suggestion"

$BIN sim $D/hidsnap.lua --rule snap_atempts=repeat --games 1 >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: unknown option 'snap_atempts' for hidsnap" ]
result $? "a misspelt option suggests none the house rule hides"

# sim --record wrote only the options given: a recorded game of a house
# rule replayed to other scores once the file's default was changed.
cp $D/jokerval.lua jv.lua && rm -rf rec
$BIN sim ./jv.lua --games 2 --players 2 --seed 3 --record rec >/dev/null 2>&1 &&
	sed -i 's/default = "-3"/default = "-10"/' jv.lua && grep -q 'default = "-10"' jv.lua &&
	$BIN replay rec/game-1.replay >"$T/out" 2>&1 && $BIN replay rec/game-2.replay >>"$T/out" 2>&1 &&
	grep '^rule ' rec/game-1.replay | tr ' ' '\n' | grep -qx 'joker_value=-3'
result $? "sim --record writes every option, so a game replays after its file's default changes"

# A game in play showed every card through a copy of its recording, a
# link to it, or a file `save`d at the table: only the recording itself
# was refused. Each deals from the recording's seed, and is refused too.
rm -f "$GAMES"/*
live_start "$T/in" play golf4 --players ana,ben --seed 11
printf 'draw stock\nsave %s\n' "$T/w/saved.replay" >&3
live_wait "[ -s '$T/w/saved.replay' ]"
f=$(ls "$GAMES"/*.replay | head -n 1)
cp "$f" copy.replay && ln -s "$f" link.replay
# copies edited where the deal does not change (36c): another player's
# name, blanks in the seed line, the seed line after 70 comment lines
sed 's/^players .*/players ana benn/' "$f" >renamed.replay
sed 's/^seed /seed  /' "$f" >blanks.replay
{ head -n 1 "$f"; i=0; while [ $i -lt 70 ]; do echo '# x'; i=$((i + 1)); done; sed 1d "$f"; } >late.replay
: >"$T/out"
for x in copy.replay link.replay saved.replay renamed.replay blanks.replay late.replay; do
	$BIN replay $x --reveal >>"$T/out" 2>&1
	[ $? = 2 ] || echo "$x shown" >>"$T/out"
done
# a copy checked line by line told hidden cards in what it found wrong (37b)
$BIN replay renamed.replay >>"$T/out" 2>&1
[ $? = 2 ] || echo "renamed.replay verified" >>"$T/out"
# played on from a copy or a save, the table showed the seat to play its cards
for x in copy.replay saved.replay; do
	printf 'quit\n' | $BIN play --resume $x >>"$T/out" 2>&1
	[ $? = 1 ] || echo "$x resumed" >>"$T/out"
done
live_stop
[ "$(grep -c "deals as a game still in play" "$T/out")" = 9 ] && ! grep -q '\[\|shown\|resumed\|verified' "$T/out"
result $? "a copy, a link, a save or an edited copy of a game in play shows no card, replayed or resumed"
$BIN replay copy.replay --reveal >"$T/out" 2>&1 && $BIN replay saved.replay --reveal >>"$T/out" 2>&1
result $? "... and once the game has stopped, they do"

# PW-13: the targets of a power's swap are public. A swap of two cards of
# the actor's own layout was told to nobody (a swap that touched another
# seat's card was).
rm -f "$GAMES"/*
printf '\ndraw stock\npower peek 1\npass\n\ndraw stock\npower peek ben.1\npass\n\ndraw stock\ndiscard\npass\n\ndraw stock\npower swap 1 2\npass\n\nquit\n' |
	$BIN play cabo --players ana,ben --seed 21 --rule holes=1 >"$T/out" 2>&1
f=$(ls "$GAMES"/*.replay | head -n 1)
grep -qx "you swapped your slot 1 with your slot 2" "$T/out" &&
	$BIN replay "$f" --as ben 2>&1 | grep -qx "ana swapped their slot 1 with their slot 2"
result $? "PW-13: a power's swap within the actor's layout is told to every seat"

# G6-4, G8-5: a layout all face up ends the hole, or leaves every other
# player one more turn; neither was told (a knock is). One hole each.
rm -rf g6 g6f g8
$BIN sim golf6 --games 1 --players 2 --seed 3 --rule holes=1 --record g6 >/dev/null 2>&1
$BIN replay g6/game-1.replay --as 1 >"$T/out" 2>&1
[ "$(grep -c ' has every card face up: the round ends$\|^you have every card face up: the round ends$' "$T/out")" = 1 ]
result $? "G6-4: the layout all face up that ends the hole is told, once"
$BIN sim golf6 --games 1 --players 2 --seed 3 --rule holes=1 --rule final_turns=on --record g6f >/dev/null 2>&1
$BIN replay g6f/game-1.replay --as 1 >"$T/out" 2>&1
[ "$(grep -c 'every card face up: everyone else has one more turn$' "$T/out")" = 1 ]
result $? "G6-4 final_turns=on: the other players' last turns are told"
$BIN sim golf8 --games 1 --players 2 --seed 3 --rule holes=1 --record g8 >/dev/null 2>&1
$BIN replay g8/game-1.replay --as 2 >"$T/out" 2>&1
[ "$(grep -c 'every card face up: everyone else has one more turn$' "$T/out")" = 1 ]
result $? "G8-5: a layout all face up leaves every other player one more turn, told"

# CAM-E1 full_circle: the stock's last card leaves play going on until the
# dealer has played; nothing said so, and the round then ended unexplained.
rm -rf cm && $BIN sim cambio --games 1 --players 3 --seed 2 --rule stock_out=full_circle --record cm >/dev/null 2>&1
$BIN replay cm/game-1.replay --as 1 >"$T/out" 2>&1
grep -q ": took the stock's last card: play goes on until the dealer has played (CAM-E1)$" "$T/out"
result $? "CAM-E1 full_circle: the last stock card's circle is told"

# DES-O10: the discards made into a new stock, and DES-P12: the first
# player drawing again when nobody took the first card, were not told.
# DES-O10: the pile less its top card becomes the stock. The table at
# the stock's last card shows the pile's K cards; that card's drawer
# discards one more, so K + 1 lie there and K make the new stock.
rm -rf do && $BIN sim desmoche-online --games 14 --players 2 --seed 3 --record do >/dev/null 2>&1
$BIN replay do/game-14.replay --as 2 --step </dev/null >"$T/out" 2>&1
k=$(grep -B40 "make a new stock of" "$T/out" | sed -n 's/.*stock 0, discard [^ ]* (\([0-9]*\)).*/\1/p' | tail -n 1)
[ -n "$k" ] && grep -qx "the stock is empty: the discards but the top card, turned over, make a new stock of $k cards" "$T/out"
result $? "DES-O10: a recycled stock is told, with its cards (the pile less its top)"
rm -rf de && $BIN sim desmoche --games 6 --players 2 --seed 8 --record de >/dev/null 2>&1
for f in de/*.replay; do $BIN replay "$f" --as 1; done >"$T/out" 2>&1
grep -qx "nobody took the first card, so bot2 took a second one from the stock" "$T/out" &&
	[ "$(grep -B1 -x "nobody took the first card, so bot2 took a second one from the stock" "$T/out" | head -n 1)" = "bot2 drew a card from the stock" ]
result $? "DES-P12: the first player's second draw is told with that draw (36c: not when the window closes)"

# DES-A2: a declared automatic win ended the hand with no line saying why.
printf 'declare color\nquit\n' | $BIN play desmoche --players ana,bot --seed 13757245211066428519 >"$T/out" 2>&1
grep -B1 -- '^-- end of hand 1' "$T/out" | head -n 1 | grep -qx "ana (you): holds a Color and wins the hand (DES-A1, DES-A2)"
result $? "DES-A2: a declared Color is told as why the hand ends"

# golf4 expose_each_turn ended the hole, and face_up_replacements gave the
# last turns, without a word.
rm -rf ex ex2
$BIN sim golf4 --games 1 --players 2 --seed 3 --rule holes=1 --rule expose_each_turn=on --record ex >/dev/null 2>&1
$BIN replay ex/game-1.replay --as 1 2>&1 | grep -B1 -- '^-- end of round 1' | head -n 1 | grep -q 'every card face up: the round ends$'
result $? "golf4 expose_each_turn: the last layout face up is told as the hole's end"
$BIN sim golf4 --games 1 --players 2 --seed 3 --rule holes=1 --rule face_up_replacements=on --record ex2 >/dev/null 2>&1
$BIN replay ex2/game-1.replay --as 1 2>&1 | grep -q 'every card face up: everyone else has one more turn$'
result $? "golf4 face_up_replacements: a layout face up is told with the last turns it brings"

# An undo across a card seen asked "ana, undo takes back a card you saw"
# of a person who neither asked nor saw it: it names the asker and the
# decision now, and the card as one somebody saw.
printf 'draw stock\nundo\nn\nquit\n' | $BIN play golf4 --players ana,ben --seed 5 >"$T/out" 2>&1
grep -qF "ana, ben asks to take back ben's last decision (draw stock) and a card drawn from the stock, which nobody can unsee: the game becomes a practice game. Agree? [y/N]" "$T/out"
result $? "an undo across a seen card names who asks and what it takes back"

# G4-4: a knock after the knock was refused with the verb's doc as if it
# were the reason ("no 'knock' is legal at this point (end the hole...)").
printf 'knock\nknock\nquit\n' | $BIN play golf4 --players ana,ben --seed 3 >"$T/out" 2>&1
grep -qx "'knock' is not legal now: the round is called already: this is your last turn. legal: draw stock, draw discard" "$T/out"
result $? "G4-4: a second knock is refused with why: the round is called already"

# A misspelt variant was suggested at play and rules only.
ok=0
for cmd in "score golf5 AS" "sim golf5 --games 1" "check golf5"; do
	$BIN $cmd >"$T/out" 2>&1
	[ "$(cat "$T/out")" = "cardwright: unknown variant 'golf5'; did you mean 'golf4'? (see 'cardwright variants')" ] || ok=1
done
[ $ok = 0 ]
result $? "score, sim and check suggest the variant nearest a misspelt name"

$BIN rules $D/dupchoice.lua >"$T/out" 2>&1
[ $? != 0 ] && grep -q "option 'foo': choice 'a' is given twice (items 1 and 2)" "$T/out" && [ "$(wc -l <"$T/out")" = 1 ]
result $? "an option listing a choice twice is refused at load, in one line"

# A --rule only the base variant has, with --compare of another variant:
# refused for the compared arm with no way out named.
$BIN sim $D/diag.lua --rule diag_bonus=-10 --compare golf4 --games 1 >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: unknown option 'diag_bonus' for golf4 (a --rule is for both arms; for one arm alone run 'sim golf4 --compare $D/diag.lua --compare K=V')" ]
result $? "a --rule the compared variant lacks names the way to give it to one arm"

# 36b: choices of mixed types. An integer option with the string choice
# "1" beside the default 1 recorded games that did not replay.
$BIN rules $D/mixint.lua >"$T/out" 2>&1
[ $? != 0 ] && grep -q "option 'ace': choice \"1\" is a string and the default 1 a number: one value is written one way" "$T/out"
result $? "a string choice written like the default number is refused at load"
# check tried string and number choices only: a boolean one never played.
$BIN check $D/boolcrash.lua --games 1 --players 2 --max-games 50 >"$T/out" 2>&1
grep -q "broken=true" "$T/out"
result $? "check tries a boolean option's choices"
$BIN sim $D/simbool.lua --games 1 --players 2 >"$T/out" 2>&1 && grep -q "high_aces=true" "$T/out"
result $? "simulate may set a boolean option"
# A FIFO named as a replay: the in-play check read it and blocked for ever.
mkfifo p.replay
timeout 10 $BIN replay p.replay --reveal >"$T/out" 2>&1
[ $? = 2 ] && grep -q "not a regular file" "$T/out"
result $? "replay --reveal of a FIFO is refused at once"
rm -f p.replay

# 36b: a path of blanks, each written %20, passed the reader's 4096-byte
# line: the game was recorded and the file did not replay. The recording
# is refused, with the game played on unrecorded.
S=$(printf '%*s' 250 '')
P="sp/$S/$S/$S/$S/$S/$S"
mkdir -p "$P" && cp "$D/plain.lua" "$P/r.lua"
rm -f "$GAMES"/*
(cd "$P" && printf 'draw stock\nswap 1\nquit\n' | $BIN play ./r.lua --players me,bot --seed 1) >"$T/out" 2>&1
grep -q "^note: cannot record this game: the variant's path takes [0-9]* bytes on the recording's line, more than its 4095" "$T/out" &&
	[ -z "$(ls "$GAMES" 2>/dev/null)" ]
result $? "a variant path too long for the recording's line is not recorded, and says so"
# A C1 control and invalid UTF-8 in a directory reached the file raw.
d=$(printf 'c1\302\2332Jx\377')
mkdir -p "$d" && cp "$D/plain.lua" "$d/r.lua"
printf 'draw stock\nswap 1\nquit\n' | $BIN play "./$d/r.lua" --players me,bot --seed 1 >/dev/null 2>&1
f=$(ls "$GAMES"/*.replay | head -n 1)
sed -n 2p "$f" | grep -q 'c1%C2%9B2Jx%FF/r.lua$' && $BIN replay "$f" >"$T/out" 2>&1
result $? "a path with a C1 control and invalid UTF-8 is written %XX and replays"

$BIN rules $D/c1opt.lua >"$T/out" 2>&1
[ $? != 0 ] && grep -q "option 'foo': an option's value is one word of printable UTF-8" "$T/out"
result $? "an option value with a C1 control is refused at load, as typed values are"

# X1 in two seats' layouts was scored as two cards (NOTATION.md: X1 is one joker).
$BIN score golf4 --rule jokers=2 --caller 1 'X1 2C / 3C 4C' 'X1 5C / 6C 7C' >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: layout 2: X1 is named in layout 1 too: it is one card" ]
result $? "one joker label in two layouts is refused"

$BIN test $D/nultext.lua >"$T/out" 2>&1
result $? "t:try, t:act and game{variant} refuse a text with a NUL, not play its start"

printf 'knock\nquit\n' | $BIN play $D/falseout.lua --players me,bot --seed 1 >"$T/out" 2>&1
grep -q 'g:call: "out" tells every seat that seat 1 has every card face up, and its slot 1 is face down' "$T/out" &&
	! grep -q "every card face up: everyone" "$T/out"
result $? "g:call(seat, \"out\") of a layout with a face-down card is an error, not a false tell"

# 36b: a game resumed from a file kept outside the games directory is
# recorded there; a copy of it showed every card. The table marks it in
# the games directory while it plays (.live-*), and the marker goes with it.
rm -f "$GAMES"/*
printf 'draw stock\nswap 1\nquit\n' | $BIN play golf4 --players ana,ben --seed 11 >/dev/null 2>&1
mv "$(ls "$GAMES"/*.replay | head -n 1)" away.replay
live_start "$T/in2" play --resume away.replay
live_wait "[ -n \"\$(ls -A '$GAMES')\" ]"
cp away.replay away-copy.replay
$BIN replay away-copy.replay --reveal >"$T/out" 2>&1
rc=$?
live_stop
[ $rc = 2 ] && grep -q "deals as a game still in play" "$T/out" && ! grep -q '\[' "$T/out"
result $? "a copy of a game resumed outside the games directory shows no card while it plays"
[ -z "$(ls -A "$GAMES")" ] && $BIN replay away-copy.replay --reveal >"$T/out" 2>&1
result $? "... its marker goes when the game stops, and the copy then shows"

# PW-15: a call without a past ("called cabo") did not say what it starts.
rm -rf cc && $BIN sim cactus --games 1 --players 2 --seed 3 --record cc >/dev/null 2>&1
$BIN replay cc/game-1.replay --as 1 2>&1 | grep -q "called cactus: everyone else has one more turn$"
result $? "PW-15: a power variant's call is told with the last turns it starts"

# The round's end after the last turns was told with no reason (PW-15, G4-4).
$BIN replay cc/game-1.replay --as 1 2>&1 | grep -B3 -- '^-- end of round 1' | grep -qx "the last turns after the call are played: the round ends"
result $? "PW-15: the round's end after the last turns says why"

# DES-P11: a seat passed over by a claim lost its turn without a word.
# bot2 discards 3D, bot1 claims it: bot3, between them, loses its turn.
rm -rf ds && $BIN sim desmoche --games 1 --players 3 --seed 11 --record ds >/dev/null 2>&1
$BIN replay ds/game-1.replay --as 1 2>&1 | grep -A3 -x "bot2 discarded 3D" | tail -n 1 | grep -qx "bot3 loses a turn"
result $? "DES-P11: the seat a claim passes over is told it loses its turn"

# 37a: a rename to another action's word was told as "action 'pass' is
# declared twice", naming neither the rename nor the file.
$BIN sim $D/renameclash.lua --games 1 >"$T/out" 2>&1
[ "$(cat "$T/out")" = "cardwright: renameclash: rename.discard: 'pass' is already the word of another action; give it another word" ]
result $? "a rename to another action's word names the rename"
# 37a: score --caller 0 (no caller, CAC-S3) failed in Cactus's tie lead
# from a dealer the calculator's game did not have. CAC-D4: QS JH 10C 9D =
# 10 + 10 + 10 + 9 = 39, KC KS AD 2H = 0 + 0 + 1 + 2 = 3.
[ "$($BIN score cactus --caller 0 'QS JH / 10C 9D' 'KC KS / AD 2H' 2>&1)" = "seat 1: 39
seat 2: 3" ]
result $? "CAC-S3: score cactus --caller 0 scores each layout's value"

# 36c: "+2 besides the layout" and "+10 besides the layout" were not told
# why: a paid look's price (golf4 paid_look), a missed match (CUM-M5).
# One look at paid_look=2 adds 2 to the layout's 3S 3D K 7 = 3 + 3 + 0 + 7
# = 13 (G4-5): 15.
printf 'look 1\npass\nknock\nquit\n' | $BIN play golf4 --players me,bot --seed 21 --rule paid_look=2 --rule holes=1 >"$T/out" 2>&1
grep -qx "me (you): its paid looks add their price to the hole score (G4 options: paid_look)" "$T/out" &&
	grep -q "^  me (you), knocked: round score 15 (layout 13 = 3 + 3 + 0 + 7, +2 besides the layout)" "$T/out"
result $? "paid_look: the look's price at the hole's end says why"
rm -rf cu && $BIN sim cumbia --games 1 --players 2 --seed 5 --bots random --record cu >/dev/null 2>&1
$BIN replay cu/game-1.replay --as 1 2>&1 | grep -qx "random1 (you): its missed matches add 10 points each to the round score (CUM-M5)"
result $? "CUM-M5: a missed match's points at the round's end say why"
