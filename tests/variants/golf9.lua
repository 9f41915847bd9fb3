-- 9-card Golf and the golf9-fuchs preset (rules/golf.md, G9-*). Every
-- expected value is worked out by hand from the rules text.

-- "Worked scores, 9-card" (`row 1 / row 2 / row 3`; column c is slots c, c+3, c+6), every row.
is(score_layout("golf9", "5C 5D 9H / 5H KC 9S / 5S 2D 9D"), 3, "golf9-G9-3 two columns of three equal score 0: 5 + 0 - 2 = 3")
is(score_layout("golf9", "4C 7D 8H / 4D 7S 8S / 6C QD KC"), 54, "golf9-G9-3 pairs do not cancel: 14 + 24 + 16 = 54")
is(score_layout("golf9", "6C 6D 6H / 3S KC 9S / 2S 2D JD", { lines = "rows_columns" }), 18,
   "golf9 lines=rows_columns: row 1 scores 0; 3 + 0 + 9 - 2 - 2 + 10 = 18")

-- More of G9-3 and the options of G9-4, G9-5.
is(score_layout("golf9", "6C 6D 6H / 3S KC 9S / 2S 2D JD"), 36, "golf9 lines=column (default): a row does not count, 18 + 18 = 36")
is(score_layout("golf9", "AC 2C 3D / 4H 5S 6C / 7D 8H 9S"), 41, "golf9-G9-3 values: 1 - 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 = 41")
is(score_layout("golf9", "X 2C 3D / 4H 5S 6C / 7D 8H 9S", { twos_plus_jokers = "on" }), 42,
   "golf9 twos_plus_jokers=on: -2 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 = 42")
local s, msg = score_layout("golf9", "X 2C 3D / 4H 5S 6C / 7D 8H 9S")
ok(s == nil and msg:find("golf9 has no joker in its pack"), "golf9 twos_plus_jokers=off: no jokers in the deck")
is(score_layout("golf9", "QC 2C 3D / 4H 5S 6C / 7D 8H 9S", { queen = 12 }), 52,
   "golf9 queen=12: 12 - 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 = 52")
is(score_layout("golf9", "7C 2C 3D / 4H 7S 6C / 5D 8H 7D", { lines = "all" }), 24,
   "golf9 lines=all: the diagonal of 7s scores 0; -2 + 3 + 4 + 6 + 5 + 8 = 24")
is(score_layout("golf9", "7C 2C 3D / 4H 7S 6C / 5D 8H 7D", { lines = "rows_columns" }), 45,
   "golf9 lines=rows_columns: no diagonals, 24 + 21 = 45")
is(score_layout("golf9", "3C 2C 7D / 4H 7S 6C / 7C 8H 5D", { lines = "all" }), 24,
   "golf9 lines=all: the other diagonal (slots 3, 5, 7) too; 3 - 2 + 4 + 6 + 8 + 5 = 24")
is(score_layout("golf9", "6C 6D 6H / 6S KC 9S / 6S 2D JD", { lines = "rows_columns" }), 17,
   "golf9-G9-5 row 1 and column 1 cross: each 6 scores 0 once; 0 + 9 - 2 + 10 = 17")
is(score_layout("golf9", "4C 4D 9H / 4H 4S 3C / 5D 8H 7D", { square_block = -25 }), 7,
   "golf9 square_block=-25: the 4s' block scores 0 and -25; 9 + 3 + 5 + 8 + 7 - 25 = 7")
is(score_layout("golf9", "4C 4D 9H / 4H 4S 3C / 5D 8H 7D"), 48, "golf9 square_block=0 (default): 16 + 32 = 48")
is(score_layout("golf9", "4C 4D 9H / 4H 4S 3C / 4D 8H 7D", { square_block = -25 }), 2,
   "golf9-G9-5 a block overlapping a column of 4s: all five 0, -25 once; 9 + 3 + 8 + 7 - 25 = 2")
is(score_layout("golf9", "5C 5D 9H / 3H KC 9S / 5S 2D 8D", { adjacent_pairs = "on" }), 14,
   "golf9 adjacent_pairs=on: 5C-5D across and 9H-9S down score 0; 3 + 0 + 5 - 2 + 8 = 14")
is(score_layout("golf9", "5C 5D 9H / 3H KC 9S / 5S 2D 8D"), 42, "golf9 adjacent_pairs=off: 5+5+9+3+0+9+5-2+8 = 42")
is(score_layout("golf9", "5C 5D 5H / 3H 5C 9S / 9S 2D 8D", { adjacent_pairs = "on" }), 27,
   "golf9 adjacent_pairs: 5D is in three pairs, all four 5s score 0; the 9s (slots 6, 7) are not adjacent: 3 + 9 + 9 - 2 + 8 = 27")

-- golf9-fuchs (G9-4): Q 0, K 10, jokers -2, rows and columns.
is(score_layout("golf9-fuchs", "QC KD X / 4H 5S 6C / 7D 8H 9S"), 47,
   "golf9-fuchs Q 0, K 10, joker -2: 0 + 10 - 2 + 4 + 5 + 6 + 7 + 8 + 9 = 47")
is(score_layout("golf9-fuchs", "2C KD X / 2H 5S 6C / 2D 8H 9S"), 36,
   "golf9-fuchs twos stay -2; a column of 2s scores 0: 10 - 2 + 5 + 6 + 8 + 9 = 36")
is(score_layout("golf9-fuchs", "3C 3D 3H / 4H 5S 6C / 7D 8H 9S"), 39, "golf9-fuchs a row of 3s scores 0: 4+5+6+7+8+9 = 39")

-- G9-1 decks: two up to 4 players.
is(game { variant = "golf9", players = 2, seed = 1 }:stock_count(), 85, "golf9-G9-1 2 players: 104 - 18 - 1 = 85")
is(game { variant = "golf9", players = 5, seed = 1 }:stock_count(), 110, "golf9-G9-1 5 players: 156 - 45 - 1 = 110")
is(game { variant = "golf9-fuchs", players = 2, seed = 1 }:stock_count(), 89, "golf9-fuchs jokers: 108 - 18 - 1 = 89")

-- A deck dealing the given layouts (G-2): seat 1 deals, the deal alternates
-- seat 2, seat 1; then `rest` (turn-up card, stock top first), then the rest of two decks.
local function deck_for(s1, s2, rest)
  local left, order, a, b = {}, {}, {}, {}
  for _, suit in ipairs { "S", "H", "D", "C" } do
    for _, r in ipairs { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" } do left[r .. suit] = 2 end
  end
  for c in s1:gmatch("%S+") do a[#a + 1] = c end
  for c in s2:gmatch("%S+") do b[#b + 1] = c end
  for k = 1, #a do order[#order + 1] = b[k]; order[#order + 1] = a[k] end
  for c in rest:gmatch("%S+") do order[#order + 1] = c end
  for _, c in ipairs(order) do left[c] = left[c] - 1 end
  local names = {}
  for c in pairs(left) do names[#names + 1] = c end
  table.sort(names)
  for _, c in ipairs(names) do for _ = 1, left[c] do order[#order + 1] = c end end
  return table.concat(order, " ")
end
local function legal(t) return table.concat(t:legal(), ",") end

-- G9-2 start flips: three, two or none.
local t = game { variant = "golf9", players = 2, seed = 1 }
t:act("flip 1"); t:act("flip 5")
is(t:actor(), 2, "golf9-G9-2 start_flips=3: a third flip for seat 2")
t:act("flip 9")
is(t:actor(), 1, "golf9-G9-2 then seat 1")
t = game { variant = "golf9", players = 2, seed = 1, rules = { start_flips = 2 } }
t:act("flip 1"); t:act("flip 5")
is(t:actor(), 1, "golf9 start_flips=2: two flips each")
t = game { variant = "golf9", players = 2, seed = 1, rules = { start_flips = 0 } }
is(t:phase(), "draw", "golf9 start_flips=0: play begins at once")
ok(not legal(t):find("knock"), "golf9-G9-3 no knocking")

-- A whole hole (G9-3 as G6-4): both flip slots 1-3; seat 2 swaps stock draws
-- into 4..9, seat 1 into 4..8; seat 2's last swap ends the hole.
local deck = deck_for("AS 2S 3S 4S 5S 6S 7S 8S 9S", "AH 2H 3H 4H 5H 6H 7H 8H 9H",
                      "10C QC KD QC KD QS KS QS KS QH KC 10H")
local function hole(rules)
  rules.holes = 1
  local g = game { variant = "golf9", players = 2, deck = deck, rules = rules }
  for _ = 1, 2 do g:act("flip 1"); g:act("flip 2"); g:act("flip 3") end
  for slot = 4, 9 do
    g:act("draw stock"); g:act("swap " .. slot)
    if slot < 9 then g:act("draw stock"); g:act("swap " .. slot) end
  end
  return g
end
-- Seat 2: AH 2H 3H / QC QC QS / QS QH 10H = 1 - 2 + 3 + 5 x 10 + 10 = 62.
-- Seat 1: AS 2S 3S / KD KD KS / KS KC 9S = 1 - 2 + 3 + 0 + 9 = 11.
t = hole {}
ok(t:over(), "golf9-G9-3 the hole ends when seat 2 is all face up")
is(t:score(2), 62, "golf9 seat 2: 1 - 2 + 3 + 50 + 10 = 62")
is(t:score(1), 11, "golf9 seat 1: 1 - 2 + 3 + 0 + 9 = 11 (9S turned up at the end)")
t = hole { lowest_zero = "on" }
is(t:score(1), 0, "golf9 lowest_zero=on: seat 1 is lowest, 11 -> 0")
is(t:score(2), 73, "golf9 lowest_zero=on: seat 2 went out and is not lowest, 62 + 11 = 73")

-- remove_lines: a column of three aces goes, its slots stay empty.
deck = deck_for("AS 2S 3S 4S 5S 6S 7S 8S 9S", "AH 2H 3H 4H 5H 6H 7H 8H 9H", "10C AC KD AD KC 5C")
t = game { variant = "golf9", players = 2, deck = deck, rules = { holes = 1, remove_lines = "on" } }
for _ = 1, 2 do t:act("flip 1"); t:act("flip 2"); t:act("flip 3") end
t:act("draw stock"); t:act("swap 4")                         -- seat 2: AC
t:act("draw stock"); t:act("swap 4")                         -- seat 1: KD
t:act("draw stock"); t:act("swap 7")                         -- seat 2: AD, column 1 is AH AC AD
is(t:face(2, 1), "-", "golf9 remove_lines=on: the column of aces leaves the layout")
like(t:view(1), "seat 2 layout: %- 2H 3H / %- ## ## / %- ## ##", "golf9 remove_lines: slots 1, 4, 7 stay empty")
t:act("draw stock"); t:act("swap 5")                         -- seat 1: KC
t:act("draw stock")                                          -- seat 2: 5C
is(legal(t), "swap 2,swap 3,swap 5,swap 6,swap 8,swap 9,discard", "golf9 remove_lines: empty slots take no card")
ok(t:check(), "golf9 remove_lines: the removed cards are accounted for")

-- Random play, with and without removal, ends cleanly.
for i = 1, 60 do
  local r = game { variant = i % 2 == 0 and "golf9" or "golf9-fuchs", players = 2 + i % 4, seed = i,
                   rules = { holes = 1, remove_lines = i % 3 == 0 and "on" or "off", square_block = i % 5 == 0 and -25 or 0 } }
  local steps = 0
  while not r:over() and steps < 4000 do r:random_move(); steps = steps + 1 end
  if not r:over() or not r:check() then ok(false, "golf9 random game " .. i .. " did not end cleanly") end
end
ok(true, "golf9 60 random holes end with every card accounted for")

done()
