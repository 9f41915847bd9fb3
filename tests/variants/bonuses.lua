-- The bonuses a variant's scoring names (g:bonus) as it applies them, which
-- sim counts per seat. Every count below is worked out by hand from the
-- rules (rules/golf.md, rules/house-rules.md) for the layout given.
local function same(got, want, name)
  local keys, ok_all = {}, true
  for k in pairs(got or {}) do keys[k] = true end
  for k in pairs(want) do keys[k] = true end
  for k in pairs(keys) do
    if (got or {})[k] ~= want[k] then ok_all = false; diag(k .. ": got " .. tostring((got or {})[k]) .. ", want " .. tostring(want[k])) end
  end
  ok(ok_all, name)
end

-- G6-5: two equal ranks in one column score 0 for the column.
same(layout_bonuses("golf6", "KH 5C 5D / 2S 5H 9C"), { pair_column = 1 },
     "golf6-G6-5 one pair column (the fives of column 2)")
same(layout_bonuses("golf6", "3C 3D 3H / 4S 4C 10D"), {}, "golf6-G6-5 no column pair: no bonus")
same(layout_bonuses("golf6", "7C 3D KH / 4H 7S 4C"), {}, "golf6-G6-5 a diagonal pair is no pair column")
same(layout_bonuses("golf6", "7C 7D KH / 7H 7S 4C"), { pair_column = 2 },
     "golf6-G6-5 two pair columns of sevens; four_equal_two_columns = 0 names nothing more")
-- G6 options: four_equal_two_columns, square_block, negative_pairs_keep.
same(layout_bonuses("golf6", "7C 7D KH / 7H 7S 4C", { four_equal_two_columns = -10 }),
     { pair_column = 2, two_columns = 1 }, "golf6 four_equal_two_columns=-10: two pair columns of one rank, once")
same(layout_bonuses("golf6", "7C 7D KH / 7H 7S 4C", { square_block = -20 }),
     { pair_column = 2, square = 1 }, "golf6 square_block=-20: columns 1 and 2 of sevens side by side, one square")
same(layout_bonuses("golf6", "7C KD 7D / 7H 4C 7S", { square_block = -20 }),
     { pair_column = 2 }, "golf6 square_block: pair columns 1 and 3 are not side by side, no square")
same(layout_bonuses("golf6", "2H 5C KD / 2S 5D QH", { negative_pairs_keep = "on" }), { pair_column = 1 },
     "golf6 negative_pairs_keep=on: the twos keep -4 and are no pair column; the fives are")
same(layout_bonuses("golf6", "3C 3D 3H / 4S 4C 10D", { pairs = "anywhere" }), { pair = 2 },
     "golf6 pairs=anywhere: the two threes and the two fours cancel (two pairs), no column bonus")
-- G4 pairs: of three equal only two cancel; four equal are two pairs.
same(layout_bonuses("golf4", "7H 7S / 7C 2D", { pairs = "anywhere" }), { pair = 1 }, "golf4 pairs=anywhere: three sevens, one pair")
same(layout_bonuses("golf4", "5H 5S / 5C 5D", { pairs = "anywhere" }), { pair = 2 }, "golf4 pairs=anywhere: four fives, two pairs")
same(layout_bonuses("golf4", "7H 2S / 3C 7D", { pairs = "line" }), {}, "golf4 pairs=line: a diagonal pair does not cancel")
same(layout_bonuses("golf4", "7H 7S / 7C 2D"), {}, "golf4 pairs=none (default): no pair bonus")

-- House rule 7: a column of two jacks scores -20 (its own bonus) and is a
-- pair column of G6-5 too.
local JACKS = "variants/examples/golf6-jack-columns.lua"
same(layout_bonuses(JACKS, "JH 5C 5D / JS 5H 9C"), { jack_column = 1, pair_column = 2 },
     "house rule 7: the jack column and the five column")
same(layout_bonuses(JACKS, "JH 5C JD / JS 5H JC"), { jack_column = 2, pair_column = 3 },
     "house rule 7: two jack columns")

-- The knock adjustment (G4 knock_penalty, knock_bonus) names the knocker's.
local ALL = {}
for _, suit in ipairs { "S", "H", "D", "C" } do
  for _, r in ipairs { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" } do ALL[#ALL + 1] = r .. suit end
end
-- G-2: seat 1 deals; the deal alternates seat 2, seat 1, card k to slot k.
local function deck_for(s1, s2)
  local a, b, order, used = {}, {}, {}, {}
  for c in s1:gmatch("%S+") do a[#a + 1] = c end
  for c in s2:gmatch("%S+") do b[#b + 1] = c end
  for k = 1, 4 do order[#order + 1] = b[k]; order[#order + 1] = a[k] end
  for _, c in ipairs(order) do used[c] = true end
  for _, c in ipairs(ALL) do if not used[c] then order[#order + 1] = c end end
  return table.concat(order, " ")
end
-- Seat 2 knocks at once with AH 2H 3H 4H = 10 (G4-4); seat 1 draws and
-- discards in its final turn.
local function hole(variant, seat1, rules)
  rules = rules or {}
  rules.holes = 1
  local t = game { variant = variant, players = 2, deck = deck_for(seat1, "AH 2H 3H 4H"), rules = rules }
  t:bonuses(1); t:bonuses(2)
  t:act("knock")
  t:act("draw stock"); t:act("discard")
  return t
end
local t = hole("golf4", "KS KH KD KC", { knock_penalty = "plus10" })
same(t:bonuses(2), { knock_penalty = 1 }, "golf4 knock_penalty=plus10: knocker 10 against 0 pays")
t = hole("golf4", "QS QC KS KH", { knock_penalty = "plus10" })
same(t:bonuses(2), {}, "golf4 knock_penalty=plus10: knocker 10 against 20 is lowest, pays nothing")
t = hole("golf4", "QS QC KS KH", { knock_bonus = "zero" })
same(t:bonuses(2), { knock_bonus = 1 }, "golf4 knock_bonus=zero: knocker 10 against 20, lowest, scores 0")
same(t:bonuses(1), {}, "golf4 knock_bonus: the seat that did not knock has none")
t = hole("variants/examples/golf4-strict-knock.lua", "5S 5C KS KH")
same(t:bonuses(2), { knock_penalty = 1 }, "house rule 2: knocker tied at 10 is not strictly lowest, doubled")
t = hole("golf4", "KS KH KD KC")
same(t:bonuses(2), {}, "golf4 with no knock options: the knock names no bonus")
-- Desmoche's bonuses (DES-B4 to DES-B6): the winner's Mico (each run from
-- the ace on its table) and Color, the Arriba of each seat with no table.
local D = require "desmoche_deal"
do
  -- P-6: 2 players; seat 2 wins with 3D-6D, QC QH QS, 9C 9H 9S; seat 1 has
  -- no table (Arriba), no run from the ace (no Mico), three suits (no Color).
  local t = D.meld_game("3D 4D 5D 6D QC QH QS 9C 9H", "9S")
  t:bonuses(1); t:bonuses(2)
  t:act("meld 3D 4D 5D 6D"); t:act("meld QC QH QS"); t:act("meld 9C 9H 9S")
  same(t:bonuses(2), {}, "desmoche DES-B5 P-6 the winner: no Mico, no Color")
  same(t:bonuses(1), { arriba = 1 }, "desmoche DES-B6 P-6 seat 1 with no table: one Arriba")
end
do
  -- B-4: seat 1 lays down AH 2H 3H, AC 2C 3C, AD 2D 3D 4D: three Micos; seat
  -- 2 has 7C 7D 7S on the table, so no Arriba.
  local t = D.table_game(2, { [1] = "AH 2H 3H AC 2C 3C AD 2D 3D", [2] = "7C 7D 7S" }, "9S 4D", { first_redraw = "off" })
  t:act("draw"); t:act("meld 7C 7D 7S"); t:act("discard 9S")
  t:act("draw")
  t:bonuses(1); t:bonuses(2)
  t:act("meld AH 2H 3H"); t:act("meld AC 2C 3C"); t:act("meld AD 2D 3D 4D")
  same(t:bonuses(1), { mico = 3 }, "desmoche DES-B4 B-4 three runs from the ace: three Micos")
  same(t:bonuses(2), {}, "desmoche B-4 seat 2 has a table: no Arriba")
end
done()
