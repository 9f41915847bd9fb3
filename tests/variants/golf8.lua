-- 8-card Golf (rules/golf.md, G8-*). Every expected value is worked out by
-- hand from the rules text.

-- "Worked scores, 8-card" (`row 1 / row 2`; column c is slots c and c+4), every row.
is(score_layout("golf8", "6H 9C KS 4D / 2C 9D AH 4S"), 9, "golf8-G8-6 (6+2) + 0 + (0+1) + 0 = 9")
is(score_layout("golf8", "AS 8C 6D 8H / KC 8D 4H 8S"), 1, "golf8-G8-6 (1+0) + (-10 for the two 8-pair columns) + (6+4) = 1")
is(score_layout("golf8", "X 3C QD 7S / X 3H JC 2D"), 29,
   "golf8-G8-6 jokers pair to 0, 3s 0 (ranks differ: no -10), (10+10) + (7+2) = 29")
-- More of G8-6.
is(score_layout("golf8", "X AC 5D 7S / 9C AH 5C 7D"), 4, "golf8-G8-6 joker -5: (-5+9) + 0 + 0 + 0 = 4")
is(score_layout("golf8", "8C 8C 8D 3S / 8H 8S 8D 3H"), -10,
   "golf8-G8-6 three 8-pair columns: -10 and an odd one 0, the 3-pair 0: -10")
is(score_layout("golf8", "8C 8C 8D 8S / 8H 8S 8D 8H"), -20, "golf8-G8-6 four 8-pair columns: 2 x -10 = -20")
is(score_layout("golf8", "X X 5D 7S / X X 5C 7D"), -10, "golf8-G8-6 two joker-pair columns: -10, + 0 + 0 = -10")
is(score_layout("golf8", "QC JD KD 2S / JC QD 10S 2H"), 50, "golf8-G8-6 J and Q do not pair: 20 + 20 + 10 + 0 (2-pair) = 50")

-- G8-1 decks: 108 cards for 2 players: 108 - 16 - 1 = 91 in the stock.
is(game { variant = "golf8", players = 2, seed = 1 }:stock_count(), 91, "golf8-G8-1 two decks + 4 jokers: 108 - 16 - 1 = 91")
is(game { variant = "golf8", players = 5, seed = 1 }:stock_count(), 121,
   "golf8-G8-1 decks=auto, 5 players: 3 decks + 6 jokers = 162, - 40 - 1 = 121")
is(game { variant = "golf8", players = 7, seed = 1 }:stock_count(), 159,
   "golf8-G8-1 decks=auto, 7 players: 4 decks + 8 jokers = 216, - 56 - 1 = 159")

-- A deck dealing the given layouts (G-2): seat 1 deals, the deal alternates
-- seat 2, seat 1; then `rest` (turn-up card, then the stock top first), then
-- the rest of the two decks and four jokers.
local function deck_for(s1, s2, rest)
  local left, order = {}, {}
  for _, suit in ipairs { "S", "H", "D", "C" } do
    for _, r in ipairs { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" } do
      left[r .. suit] = 2
    end
  end
  left.X = 4
  local a, b = {}, {}
  for c in s1:gmatch("%S+") do a[#a + 1] = c end
  for c in s2:gmatch("%S+") do b[#b + 1] = c end
  for k = 1, 8 do order[#order + 1] = b[k]; order[#order + 1] = a[k] end
  for c in rest:gmatch("%S+") do order[#order + 1] = c end
  for _, c in ipairs(order) do left[c] = left[c] - 1 end
  local names = {}
  for c in pairs(left) do names[#names + 1] = c end
  table.sort(names)
  for _, c in ipairs(names) do for _ = 1, left[c] do order[#order + 1] = c end end
  return table.concat(order, " ")
end
local deck = deck_for("AS 2S 3S 4S 5S 6S 7S 8S", "AH 2H 3H 4H 5H 6H 7H 8H",
                      "9C KC KD QC QD 10C 10D 2C 2D 3C 3D 4C 10S")
local function new(rules)
  rules = rules or {}
  rules.holes = 1
  return game { variant = "golf8", players = 2, deck = deck, rules = rules }
end
local function legal(t) return table.concat(t:legal(), ",") end

-- G8-2, G8-3: no peek; the first turn begins with a whole column.
local t = new()
is(t:phase() .. " " .. t:actor(), "draw 2", "golf8-G8-2 no peek: play begins with seat 2")
is(legal(t), "flipcol 1,flipcol 2,flipcol 3,flipcol 4", "golf8-G8-3 first turn: turn a column up first")
t:act("flipcol 2")
like(t:view(1), "seat 2 layout: ## 2H ## ## / ## 6H ## ##", "golf8-G8-3 flipcol 2 turns slots 2 and 6 up")
is(legal(t), "draw stock,draw discard", "golf8-G8-3 then the turn goes on with a draw")
-- G8-4 (3): discard a stock draw, then the compulsory flip.
t:act("draw stock"); t:act("discard")                         -- KC
is(t:phase() .. " " .. t:actor(), "flip 2", "golf8-G8-4 after the discard seat 2 must flip")
is(legal(t), "flip 1,flip 3,flip 4,flip 5,flip 7,flip 8", "golf8-G8-4 any face-down card")
t:act("flip 1")
is(t:actor(), 1, "golf8-G8-4 then seat 1's turn")
t:act("flipcol 4")
t:act("draw discard")                                         -- KC
is(legal(t), "swap 1,swap 2,swap 3,swap 4,swap 5,swap 6,swap 7,swap 8",
   "golf8-G8-4 a discard draw goes into any slot, face up or down (no discard)")
t:act("swap 1")
like(t:view(2), "seat 1 layout: KC ## ## 4S / ## ## ## 8S", "golf8-G8-4 replaced blind: the new card goes face up")
is(t:discard_top(), "AS", "golf8 the replaced card goes face up onto the discards")
is(legal(t), "draw stock,draw discard", "golf8-G8-3 the second turn has no first flips")

-- G8-3 first_flips=any2.
t = new { first_flips = "any2" }
is(legal(t), "flip 1,flip 2,flip 3,flip 4,flip 5,flip 6,flip 7,flip 8", "golf8 first_flips=any2: any card")
t:act("flip 1"); t:act("flip 8")
is(legal(t), "draw stock,draw discard", "golf8 first_flips=any2: after two flips, the draw")

-- G8-7 lock_full_columns.
t = new { lock_full_columns = "on" }
t:act("flipcol 2"); t:act("draw stock")
is(legal(t), "swap 1,swap 3,swap 4,swap 5,swap 7,swap 8,discard", "golf8-G8-7 lock_full_columns=on: column 2 is locked")
t = new()
t:act("flipcol 2"); t:act("draw stock")
ok(legal(t):find("swap 2,"), "golf8-G8-7 lock_full_columns=off (default): a face-up card may be replaced")

-- G8-5: a whole hole. Each seat turns column 1 up, then swaps stock draws into
-- face-down slots 2, 3, 4, 6, 7, 8 in turn.
t = new()
local stock = { 2, 3, 4, 6, 7, 8 }
for i, slot in ipairs(stock) do
  for _ = 1, 2 do
    if i == 1 then t:act("flipcol 1") end
    t:act("draw stock"); t:act("swap " .. slot)
    if i == 6 then break end
  end
end
ok(not t:over() and t:actor() == 1, "golf8-G8-5 seat 2 is all face up: seat 1 has one more turn")
t:act("draw stock"); t:act("swap 8")                          -- seat 1 takes 10S
ok(t:over(), "golf8-G8-5 then the hole ends")
-- Seat 2: AH KC QC 10C / 5H 2C 3C 4C = (1+5) + (0+2) + (10+3) + (10+4) = 35.
-- Seat 1: AS KD QD 10D / 5S 2D 3D 10S = (1+5) + (0+2) + (10+3) + 0 = 21.
is(t:score(2), 35, "golf8-G8-6 seat 2: 6 + 2 + 13 + 14 = 35")
is(t:score(1), 21, "golf8-G8-6 seat 1: 6 + 2 + 13 + 0 (10-pair) = 21")

-- G8-4: with one card face down, a stock draw may be discarded without a
-- flip ("may": turning it is still option 3).
local function one_down()
  local u = new()
  u:act("flipcol 1"); u:act("draw stock"); u:act("swap 2")
  u:act("flipcol 1"); u:act("draw stock"); u:act("swap 2")
  u:act("draw stock"); u:act("discard"); u:act("flip 3")       -- seat 2: 3, 4, 6, 7, 8 down -> 4, 6, 7, 8
  u:act("draw stock"); u:act("swap 3")
  u:act("draw stock"); u:act("discard"); u:act("flip 4")
  u:act("draw stock"); u:act("swap 4")
  u:act("draw stock"); u:act("discard"); u:act("flip 6")
  u:act("draw stock"); u:act("swap 6")
  u:act("draw stock"); u:act("discard"); u:act("flip 7")       -- seat 2: only slot 8 down
  u:act("draw stock"); u:act("swap 7")
  u:act("draw stock"); u:act("discard")
  return u
end
t = one_down()
is(t:phase() .. " " .. t:actor() .. ": " .. legal(t), "flip 2: flip 8,pass",
   "golf8-G8-4 one card face down: seat 2 may leave it down or turn it")
t:act("pass")
is(t:actor(), 1, "golf8-G8-4 the pass ends the turn")
like(t:view(1), "seat 2 layout: [^\n]* ##\n", "golf8-G8-4 slot 8 stays face down")
t = one_down()
t:act("flip 8")
ok(not t:over() and t:actor() == 1, "golf8-G8-5 turning the last card up: seat 1 has one more turn")

-- Random play ends cleanly.
for i = 1, 60 do
  local r = game { variant = "golf8", players = 2 + i % 5, seed = i,
                   rules = { holes = 1, lock_full_columns = i % 2 == 0 and "on" or "off",
                             first_flips = i % 3 == 0 and "any2" or "column" } }
  local steps = 0
  while not r:over() and steps < 4000 do r:random_move(); steps = steps + 1 end
  if not r:over() or not r:check() then ok(false, "golf8 random game " .. i .. " did not end cleanly") end
end
ok(true, "golf8 60 random holes end with every card accounted for")

done()
