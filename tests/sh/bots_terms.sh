#!/bin/sh
# Greedy's learned layout terms (repl/lterms.c): where the variant's
# layout score is card values plus terms of equal ranks, greedy scores its
# placements in C and plays exactly the games it plays by asking the hook
# (CW_BOT_HOOK=1); where it is not (a wild card, a term across ranks, a
# score that reads the round), greedy keeps the hook. The term counts are
# worked from the rules. Run from the top of the tree.
BIN=./cardwright
. tests/sh/lib/tap.sh
export HOME="$T/home" XDG_CONFIG_HOME="$T/config" XDG_STATE_HOME="$T/state" XDG_DATA_HOME="$T/data"
mkdir -p "$HOME"
echo "1..18"

# terms V [ARGS]: the trace's line about the layout terms, one greedy game
terms() {
	v=$1
	shift
	CW_BOT_TRACE=1 $BIN sim "$v" --players 2 --games 1 --seed 1 --bots greedy "$@" 2>&1 >/dev/null | grep -m1 'layout terms' >"$T/out"
}

# ---- the terms, counted by hand ----
# G4-5: 4-card Golf sums its card values: no term.
terms golf4
grep -qx "layout terms: 0, the variant's layout score exactly" "$T/out"
result $? "G4-5: golf4's layout score is its card values, no term"
# G6-5: two equal ranks in one column score 0: a term of -2v for each rank
# in each of 3 columns, none for the king (K = 0): 12 ranks x 3 = 36.
terms golf6
grep -qx "layout terms: 36, the variant's layout score exactly" "$T/out"
result $? "G6-5: golf6's column pairs are 36 terms (12 ranks of non-zero value, 3 columns)"
# G9-3: three equal in a column score 0: a term of -3v for 3 columns and
# the 12 ranks that are not the king (K = 0): 36 again.
terms golf9
grep -qx "layout terms: 36, the variant's layout score exactly" "$T/out"
result $? "G9-3: golf9's lines of three in a column are 36 terms"
# A column of two kings scored -100 (the issue's house rule): three more,
# the king's, where K = 0 had none.
terms tests/scripts/golf6_king_columns.lua
grep -qx "layout terms: 39, the variant's layout score exactly" "$T/out"
result $? "a column of two kings at -100 adds the king's 3 terms: 39"

# golf6_rule NAME LUA: a golf6 house rule, in $T/NAME.lua, whose layout
# score is golf6's changed by LUA (which sets `score`)
golf6_rule() {
	printf 'local golf6 = require "golf6"\nreturn golf6:extend {\n  name = "golf6-%s",\n' "$1" >"$T/$1.lua"
	printf '  layout_score = function(g, seat)\n    local score = golf6.layout_score(g, seat)\n%s\n' "$2" >>"$T/$1.lua"
	printf '    return score\n  end,\n}\n' >>"$T/$1.lua"
}

# ---- what the terms cannot say keeps the hook ----
# A king above a queen in one column worth -5: two ranks together.
golf6_rule kq '    for col = 1, 3 do
      local top, bottom = g:slot(seat, col), g:slot(seat, col + 3)
      if top and bottom and g:rank(top) == 13 and g:rank(bottom) == 12 then score = score - 5 end
    end'
terms "$T/kq.lua"
grep -qx "layout terms: not the variant's layout score; its hook is asked" "$T/out"
result $? "a king above a queen worth -5 (two ranks together) keeps the hook"
# A row of three of one suit in a run (golf9: 3 x 3) worth -10: three
# ranks together, which no probe of one or two ranks shows; the checks
# deal runs of one suit among their layouts.
cat >"$T/run.lua" <<'LUA'
local golf9 = require "golf9"
return golf9:extend {
  name = "golf9-run",
  layout_score = function(g, seat)
    local score = golf9.layout_score(g, seat)
    for row = 0, 2 do
      local r, s = {}, {}
      for col = 1, 3 do
        local c = g:slot(seat, row * 3 + col)
        if c and not g:is_joker(c) then r[#r + 1], s[#s + 1] = g:rank(c), g:suit(c) end
      end
      if #r == 3 and s[1] == s[2] and s[2] == s[3] then
        table.sort(r)
        if r[2] == r[1] + 1 and r[3] == r[2] + 1 then score = score - 10 end
      end
    end
    return score
  end,
}
LUA
terms "$T/run.lua"
grep -qx "layout terms: not the variant's layout score; its hook is asked" "$T/out"
result $? "a suited run of three in a row worth -10 (three ranks together) keeps the hook"
# The last holes doubled: a score that reads the round.
golf6_rule late '    if g:round() >= 7 then score = 2 * score end'
terms "$T/late.lua"
grep -qx "layout terms: not the variant's layout score; its hook is asked" "$T/out"
result $? "a score that reads the round keeps the hook"
# G4 one_eyed_jacks_wild: JS and JH pair with any card.
terms golf4 --rule one_eyed_jacks_wild=on
grep -qx "layout terms: not the variant's layout score; its hook is asked" "$T/out"
result $? "G4 one_eyed_jacks_wild: a wild card keeps the hook"
# A score that differs once in a while for the same layout (impure).
golf6_rule coin '    score = score + g:random(2)'
terms "$T/coin.lua"
grep -qx "layout terms: not the variant's layout score; its hook is asked" "$T/out"
result $? "a score drawn at random keeps the hook"

# ---- the same games either way ----
# same V ARGS...: sim --json with the terms and with the hook alone
same() {
	$BIN sim "$@" --games 12 --seed 3 --bots greedy --json >"$T/terms.json" 2>&1
	CW_BOT_HOOK=1 $BIN sim "$@" --games 12 --seed 3 --bots greedy --json >"$T/hook.json" 2>&1
	{ echo "sim $*"; diff "$T/terms.json" "$T/hook.json" | head -20; } >"$T/out"
	[ -s "$T/terms.json" ] && grep -q '"runs"' "$T/terms.json" && cmp -s "$T/terms.json" "$T/hook.json"
}
same golf6 --players 3
result $? "golf6: the terms play the games the hook plays"
same golf6 --players 4 --rule pairs=anywhere --rule jokers=2
result $? "golf6 pairs=anywhere, jokers: the same games"
same golf6 --players 2 --rule square_block=-40 --rule four_equal_two_columns=-20
result $? "golf6 square_block, four_equal_two_columns: the same games"
same golf8 --players 3
result $? "golf8: the same games"
same golf9 --players 2 --rule lines=all
result $? "golf9 lines=all: the same games"
same golf9-fuchs --players 3
result $? "golf9-fuchs: the same games"
same golf10 --players 2
result $? "golf10: the same games"
same tests/scripts/golf6_king_columns.lua --players 2
result $? "golf6 with a column of kings at -100: the same games"
# and a scoring that keeps the hook plays as it did
same "$T/kq.lua" --players 2
result $? "golf6 with a king above a queen: the same games"
exit $fails
