-- Desmoche rules of the deal, the turn order, the pot and the presets not
-- covered by desmoche.lua (rules/desmoche.md). Every expected value is
-- worked out by hand from the rules text; each test names its rule.
local D = require "desmoche_deal"
local words, legal_has, meld_line = D.words, D.legal_has, D.meld_line
local table_game, situation, auto_game = D.table_game, D.situation, D.auto_game

local function nets(t, n)
  local out = {}
  for s = 1, n do out[s] = t:total(s) end
  return table.concat(out, " ")
end

-- The loose card's discard, the one `discard` the legal list offers.
local function decline(t)
  for _, a in ipairs(t:legal()) do
    if a:find("^discard ") then t:act(a); return a:sub(9) end
  end
  error("no discard offered: " .. table.concat(t:legal(), ","))
end

-- ---- DES-D5: the stakes go in before the deal -----------------------------
local t = table_game(3, {}, "")
is(t:var("pot"), 3, "DES-D5 before the deal every seat puts bet = 1 into the pot: 3")
t = table_game(3, {}, "", { bet = 2 })
is(t:var("pot"), 6, "DES-D5 bet = 2: 3 x 2 = 6 (DES-B2)")

-- ---- DES-P12: the first turn's second draw, once a hand ----------------
-- Filler hands can use no single card (no pair, no two cards of a suit
-- within two ranks), so every draw is declined and nobody claims.
t = table_game(3, {}, "5C KD 3H")
t:act("draw"); decline(t)
is(t:phase() .. " " .. t:actor(), "start 2", "DES-P12 the first card declined and untaken: seat 2 draws again")
t:act("draw"); decline(t)
is(t:phase() .. " " .. t:actor(), "start 3", "DES-P12 at most once a hand: then seat 3 draws")
t = table_game(3, {}, "5C KD 3H", { first_redraw = "off" })
t:act("draw"); decline(t)
is(t:phase() .. " " .. t:actor(), "start 3", "DES-P12 first_redraw = off: no second draw, seat 3 draws")

-- ---- DES-P14, P-9: the stock runs out, no winner --------------------------
-- 4 players: 52 - 36 = 16 stock cards (DES-D6). Every card is declined:
-- seat 2 draws twice (DES-P12), then seats 3, 4, 1, 2, ... in turn, so
-- draws 3 to 16 go 3 4 1 2 3 4 1 2 3 4 1 2 3 4: the 16th is seat 4's.
-- Its card goes untaken, seat 1's draw is due
-- from an empty stock: the hand ends with no winner, every seat loses its
-- stake and the pot of 4 carries: hand 2 (Doble) starts with 8 (DES-B4).
t = table_game(4, {}, "")
local last, draws = nil, 0
while t:round() == 1 do
  if legal_has(t, "draw") then last = t:actor(); t:act("draw"); draws = draws + 1
  else decline(t) end
end
is(draws .. " " .. last, "16 4", "DES-P14 sixteen stock cards drawn, the last by seat 4")
is(nets(t, 4), "-1 -1 -1 -1", "P-9 the hand ends with no winner: -1 each")
is(t:var("pot"), 8, "P-9 the pot carries: hand 2's pot is 4 + 4 (DES-B4)")

-- ---- DES-D3, DES-D4: the deal passes to the next seat ----------------------
-- Hand 1 is dealt by seat 1, hand 2 by seat 2: the seat after it (3) is
-- asked first in the Cambio and plays first.
t = table_game(3, {}, "", { fold = "free" })
for _ = 1, 3 do t:act("fold") end                       -- no active seat: hand 1 ends (DES-P15)
is(t:round(), 2, "DES-P15 no active seat is left: the hand ends with no winner")
while t:phase() == "declare" do t:act("pass") end
is(t:phase() .. " " .. t:actor(), "cambio 3", "DES-D4 hand 2 is dealt by seat 2; DES-D3 the Cambio asks seat 3 first")
while t:phase() == "cambio" do t:act(t:legal()[1]) end
while t:phase() == "declare" do t:act("pass") end
is(t:phase() .. " " .. t:actor(), "start 3", "DES-D3 the seat after the dealer plays first")

-- ---- DES-P11: a seat passed over by a claim loses its turn ----------------
-- 3 players: seat 2 declines 7H; seat 3 cannot use it, seat 1 (8H 9H) can:
-- it claims, melds 7H 8H 9H and pays with a filler card nobody can use.
-- The next turn is the seat after the last discarder (seat 1): seat 2;
-- seat 3 has been skipped.
local hands
t, hands = table_game(3, { [1] = "8H 9H" }, "7H", { first_redraw = "off" })
t:act("draw"); t:act("discard 7H")
is(t:phase() .. " " .. t:actor(), "claim 1", "DES-P6 only seat 1 can use 7H; it is asked")
t:act("claim"); t:act("meld 7H 8H 9H")
t:act("discard " .. words(hands[1])[3])
is(t:phase() .. " " .. t:actor(), "start 2", "DES-P11 the next turn is the seat after the last discarder")
is(t:turns(3), 0, "DES-P11 seat 3 was passed over and lost its turn")

-- ---- DES-B6, DES-P15: a folded seat pays; it gets no turns -----------------
-- B-1's table with seat 3 folding (fold = free): seat 2 melds AH 2H 3H,
-- 7C 7D 7S, 10S JS QS and declines 6C; seat 3 folds; seat 1 melds
-- 2C 2D 2S and declines KD; seat 2 declines 5S; seat 1 (not the folded
-- seat 3) plays next and declines 4H, which lays off alone on seat 2's
-- AH 2H 3H: seat 2 must claim it (DES-P9) and reaches ten cards, one Mico.
-- Pot 3. Seat 1 pays the Mico: -1 - 1 = -2. Seat 3, folded, is a losing
-- seat (DES-B6) with no table: Mico + Arriba, -1 - 2 = -3. Seat 2:
-- -1 + 3 + 1 + 2 = +5.
t = table_game(3, { [2] = "AH 2H 3H 7C 7D 7S 10S JS QS", [1] = "2C 2D 2S" }, "6C KD 5S 4H",
               { first_redraw = "off", fold = "free" })
t:act("draw"); t:act("meld AH 2H 3H"); t:act("meld 7C 7D 7S"); t:act("meld 10S JS QS"); t:act("discard 6C")
t:act("fold")
t:act("draw"); t:act("meld 2C 2D 2S"); t:act("discard KD")
t:act("draw"); t:act("discard 5S")
is(t:phase() .. " " .. t:actor(), "start 1", "DES-P15 the folded seat 3 gets no turn: after seat 2, seat 1 draws")
t:act("draw"); t:act("discard 4H")
is(t:phase() .. " " .. t:actor() .. " " .. table.concat(t:legal(), ","), "claim 2 claim",
   "DES-P9 4H lays off alone on seat 2's meld: claim is its only answer; DES-P15 seat 3 is never asked")
t:act("claim"); t:act("layoff 4H 1")
is(t:round(), 2, "B-1 seat 2 reaches ten cards")
is(nets(t, 3), "-2 5 -3", "DES-B6 bonuses stack and a folded seat pays: 1 = -2, 2 = +5, 3 = -3")

-- ---- DES-B3: the winner takes the whole pot -------------------------------
-- 4 players, play_everything = off (no bonuses): pot 4, the winner nets
-- 4 - 1 = +3, the others -1. Seats 2, 3, 4 and 1 decline 2C, 4H, 6D, 8C;
-- seat 2 declines 10S, which seat 4 (AS to 9S in hand) can use: it claims
-- and melds all ten.
t = table_game(4, { [4] = "AS 2S 3S 4S 5S 6S 7S 8S 9S" }, "2C 4H 6D 8C 10S",
               { first_redraw = "off", play_everything = "off" })
for _ = 1, 4 do t:act("draw"); decline(t) end
is(t:phase() .. " " .. t:actor(), "start 2", "seat 2 again")
t:act("draw"); t:act("discard 10S")
is(t:phase() .. " " .. t:actor(), "claim 4", "DES-P6 only seat 4 can use 10S")
t:act("claim"); t:act("meld AS 2S 3S 4S 5S 6S 7S 8S 9S 10S")
is(t:round(), 2, "DES-P5 seat 4 reaches ten cards")
is(nets(t, 4), "-1 -1 -1 3", "DES-B3 the winner takes the whole pot of 4: +3; no bonus")

-- ---- DES-B11: an exact tie, rotation -----------------------------------
-- 3 players, seats 2 and 3 declare Color with the same nine ranks (A-6's
-- hands); rotation: seat 2, nearest after the dealer, wins alone: pot 3,
-- and each loser (seats 1 and 3) pays one Arriba (DES-B7): seat 2 =
-- -1 + 3 + 2 = +4, seats 1 and 3 = -1 - 1 = -2.
local a6 = { [2] = "2H 3H 5D 6D 8H 9D JH QD KH", [3] = "2D 3D 5H 6H 8D 9H JD QH KD" }
t = auto_game(3, a6)
t:act("declare color"); t:act("declare color")
is(nets(t, 3), "-2 4 -2", "DES-B11 exact_tie = rotation: seat 2 wins alone: -2, +4, -2")
is(t:var("pot"), 3, "DES-B11 the whole pot went: hand 2's pot is its 3 stakes")

-- ---- DES-Q4: an offence comes between actions -----------------------------
-- forgive_offences = off. Seat 2 has drawn (its draw is complete); the
-- offence line comes after it and disqualifies seat 2 at once: its hand and
-- loose card are put aside (DES-Q3) and the next active seat, 3, draws.
t = table_game(3, {}, "5C KD", { forgive_offences = "off" })
t:act("draw")                                           -- seat 2: 5C, loose
t:act("offence card_to_hand", 2)
is(t:phase() .. " " .. t:actor(), "start 3", "DES-Q4 the offence after the draw: seat 2 is out, seat 3 draws (DES-Q3)")
ok(t:discard_top() ~= "5C", "DES-Q3 the loose 5C is put aside, not discarded")
ok(t:check(), "DES-P17 every card is in one place")

-- ---- desmoche-online: DES-O2, DES-O7, DES-O11, DES-M4 --------------------
local ON = "desmoche-online"
for _, r in ipairs({ { play_everything = "on" }, { fold = "free" }, { first_redraw = "on" }, { forced_layoff = "on" },
                     { strict_order = "on" }, { side_games = "oro" }, { ace_runs = "low_or_high" } }) do
  local k, v = next(r)
  local fine = pcall(game, { variant = ON, players = 2, rules = r })
  ok(not fine, (k == "ace_runs" and "DES-O11" or "DES-O2") .. " desmoche-online fixes " .. k .. ": " .. v .. " is refused")
end
-- Seat 2 holds 3D 4D 5D QC QH QS 9C 9H 2S and draws 9S (rummy mode: into
-- the hand). Melds take piles 1 and 2; unmeld 1 frees pile 1 (DES-O8);
-- the next meld takes the lowest free pile, 1, and QC QH QS keeps its
-- number 2 (DES-M4, DES-O7).
t = situation { variant = ON, n = 2, hands = { "2C 7D 8H JS 4C 10D KH 7S AC", "3D 4D 5D QC QH QS 9C 9H 2S" },
                give = { "2S", "AC" }, stock = "KS 9S" }
is(t:phase() .. " " .. t:actor(), "start 2", "DES-O4 nobody can meld the turned-up KS: the seat after the dealer starts")
t:act("draw")
t:act("meld 3D 4D 5D"); t:act("meld QC QH QS")
like(meld_line(t, 2, 1), "^ 3D 4D 5D$", "DES-M4 the first meld is meld 1")
t:act("unmeld 1")
ok(not meld_line(t, 2, 1) or meld_line(t, 2, 1) == "", "DES-O8 unmeld 1 frees pile 1")
t:act("meld 9C 9H 9S")
like(meld_line(t, 2, 1), "^ 9C 9H 9S$", "DES-M4 a new meld takes the lowest free number, 1 (DES-O7 pile 1)")
like(meld_line(t, 2, 2), "^ QC QH QS$", "DES-M4 QC QH QS keeps its number 2")
t:act("meld 3D 4D 5D")
like(meld_line(t, 2, 3), "^ 3D 4D 5D$", "DES-O7 the third pile")

-- DES-O10: people may play with unlimited recycles (only a table of bots,
-- sim and check, is refused them: tests/sh/check_broken.sh).
ok(pcall(game, { variant = ON, players = 2, rules = { recycle_limit = "unlimited" } }),
   "DES-O10 recycle_limit = unlimited is playable by people")
ok(pcall(game, { variant = "desmoche", players = 3, rules = { recycle = "flip", recycle_limit = "unlimited" } }),
   "DES-O10 desmoche with recycle = flip and no limit is playable by people")

-- ---- Cumbia and Cactus: layouts emptied in windows -----------------------
local lib = require "testlib"
local deal = lib.deal
-- Cumbia, 2 seats: seat 1 (3C 3D 8C 8D) matches one card in each of four
-- windows: 3H (seat 2's discard), 3S (its own), 8H, 8S.
local function cumbia_empty(rules)
  local c = game { variant = "cumbia", players = 2, rules = rules,
                   deck = deal({ "3C 3D 8C 8D", "AS KC QH 9S" }, "2C", "3H 3S 8H 8S 9H 9D") }
  c:act("draw stock"); c:act("discard"); c:act("match 1"); c:act("pass")           -- seat 2: 3H; seat 1 matches 3C
  c:act("draw stock"); c:act("discard"); c:act("pass"); c:act("match 2"); c:act("pass")  -- seat 1: 3S; matches 3D
  c:act("draw stock"); c:act("discard"); c:act("match 3"); c:act("pass")           -- seat 2: 8H; seat 1 matches 8C
  c:act("draw stock"); c:act("discard"); c:act("pass"); c:act("match 4")           -- seat 1: 8S; matches 8D
  return c
end
t = cumbia_empty({ empty_layout = "ends" })
if t:round() == 1 and t:phase() == "eot" then t:act("pass") end
is(t:round(), 2, "CUM-E3 empty_layout = ends: the round ends after the turn in which seat 1's layout emptied")
is(t:total(1) .. " " .. t:total(2), "0 22", "CUM-S1 seat 1 scores 0, seat 2 AS KC QH 9S = 1+0+12+9 = 22")
t = cumbia_empty()
if t:phase() == "eot" then t:act("pass") end
is(t:round(), 1, "CUM-E3 empty_layout = play_on: the round goes on")
t:act("draw stock"); t:act("discard")                  -- seat 2: 9H
is(t:phase() .. " " .. t:actor(), "match 2", "CUM-M6 give_shortfall = forbid: seat 1, with no card, is not eligible; only seat 2")
t:act("pass"); t:act("pass")
local l = table.concat(t:legal(), ",")
ok(l:find("draw stock", 1, true) and not l:find("draw discard", 1, true),
   "CUM-E3 the emptied seat keeps its turns and draws only from the stock: " .. l)

-- Cactus, 2 seats: seat 1 (3C 3D 8C 8D) snaps its cards away: 3C and, in
-- the new window on it (CAC-M4), 3D; then 8C on its own 8H and 8D on 8C.
t = game { variant = "cactus", players = 2, rules = { empty_layout = "ends" },
           deck = deal({ "3C 3D 8C 8D", "AS KC QH 9S" }, "3H 8H 9H 9D") }
t:act("draw stock"); t:act("discard")                  -- seat 2: 3H
t:act("snap 1")                                        -- seat 1: 3C, a hit
is(t:phase() .. " " .. t:actor(), "snap 2", "CAC-M4 a new window on 3C, from the seat after the snapper")
t:act("pass"); t:act("snap 2")                         -- seat 1: 3D
t:act("pass"); t:act("pass")                           -- the window on 3D
t:act("pass")                                          -- seat 2's end-of-turn point
t:act("draw stock"); t:act("discard")                  -- seat 1: 8H
t:act("pass"); t:act("snap 3")                         -- 8C
t:act("pass"); t:act("snap 4")                         -- 8D: seat 1's layout is empty
while t:round() == 1 and t:phase() ~= "draw" do t:act("pass") end
is(t:round(), 2, "CAC-E3 empty_layout = ends: the round ends after the turn with its windows")
is(t:total(1) .. " " .. t:total(2), "0 20", "CAC-S3 no call: each seat its value, 0 and AS KC QH 9S = 1+0+10+9 = 20")
done()
