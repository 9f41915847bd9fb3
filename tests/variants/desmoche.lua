-- Desmoche with default options unless stated (rules/desmoche.md).
-- Every expected value is worked out by hand from the rules text; the ids
-- (M-1, A-3, B-1, P-2 ...) are those of section 12.

local D = require "desmoche_deal"
local RANKS, ALL = D.RANKS, D.ALL
local words, has, make_deck, situation, dealt_game = D.words, D.has, D.make_deck, D.situation, D.dealt_game
local legal_has, meld_line, filler, table_game = D.legal_has, D.meld_line, D.filler, D.table_game
local meld_game, auto_game = D.meld_game, D.auto_game

-- ---- the deal and the Cambio (DES-D6, DES-C) -------------------------

do
  -- 3 players: seat 2 gets deck cards 1, 4, 7, ...; the stock keeps 25.
  local byrank = {}
  for r = 1, 13 do for s = 0, 3 do byrank[#byrank + 1] = ALL[s * 13 + r] end end
  local t = game { variant = "desmoche", players = 3, seed = 1, rules = { hands = 1 },
                   deck = table.concat(byrank, " ") }
  is(t:stock_count(), 25, "DES-D6 3 players: 52 - 27 = 25 stock cards")
  is(t:phase(), "cambio", "DES-C1 no automatic win in these hands: the Cambio follows the deal")
  is(t:actor(), 2, "DES-C1 the seat after the dealer chooses first")
  like(t:view(2), "seat 2 hand: AC AS 2H 3D 4C 4S 5H 6D 7C", "DES-D6 seat 2 holds cards 1, 4, 7, ... of the deck")
  like(t:view(1), "seat 1 hand: AH 2D 3C 3S 4H 5D 6C 6S 7H", "DES-D6 the dealer gets cards 3, 6, ... last")
  for seat = 1, 3 do
    local v = t:view(seat)
    for other = 1, 3 do
      if other ~= seat then
        like(v, "seat " .. other .. " hand: ## ## ## ## ## ## ## ## ##\n",
             "DES-P18 seat " .. seat .. " sees none of seat " .. other .. "'s hand")
      end
    end
  end
  t:act("cambio 7C")
  is(t:actor(), 3, "DES-C1 then seat 3")
  like(t:view(2), "seat 2 hand: AC AS 2H 3D 4C 4S 5H 6D 7C", "DES-C1 nothing moves before every seat has chosen")
  t:act("cambio AD")
  t:act("cambio 3C")
  is(t:phase(), "start", "DES-A3 window B asks nobody: play begins")
  is(t:actor(), 2, "DES-P1 the seat after the dealer plays first")
  ok(t:view(3):find("seat 3 hand:[^\n]*7C"), "DES-C1 seat 3 received seat 2's 7C")
  ok(t:view(1):find("seat 1 hand:[^\n]*AD"), "DES-C1 seat 1 received seat 3's AD")
  ok(t:view(2):find("seat 2 hand:[^\n]*3C"), "DES-C1 seat 2 received the dealer's 3C")
  ok(not t:view(2):find("seat 2 hand:[^\n]*7C"), "DES-C1 a seat never keeps the card it passed")
  -- DES-C2, DES-P18: a Cambio card is known to its giver and its receiver
  -- only; the giver sees it, face down, in the receiver's hand.
  local gave = { [1] = "3C", [2] = "7C", [3] = "AD" }   -- seat -> the card it passed to the next seat
  for seat = 1, 3 do
    local v = t:view(seat)
    for other = 1, 3 do
      if other ~= seat then
        local want = other == seat % 3 + 1 and "## ## ## ## ## ## ## ## %[" .. gave[seat] .. "%]\n"
                     or "## ## ## ## ## ## ## ## ##\n"
        like(v, "seat " .. other .. " hand: " .. want,
             "DES-C2 after the Cambio seat " .. seat .. " sees of seat " .. other .. "'s hand only the card it gave")
      end
    end
  end
  -- The moves of the pass show the card only to its receiver (DES-C2).
  for _, line in ipairs(t:events(1)) do
    if line:find("2.hand %d+ %-> 3.hand") then ok(not line:find("7C"), "DES-C2 seat 1 does not see 7C move: " .. line) end
  end
  local seen = false
  for _, line in ipairs(t:events(3)) do
    if line:find("^reveal 7C") then seen = true end
  end
  ok(seen, "DES-C2 the receiver learns the card")
  -- The action itself: the other seats learn that seat 2 passed a card, not which.
  local function actions_of(viewer, prefix)
    local found = {}
    for _, line in ipairs(t:events(viewer)) do
      if line:sub(1, #prefix) == prefix then found[#found + 1] = line end
    end
    return table.concat(found, ",")
  end
  is(actions_of(1, "seat 2 cambio"), "seat 2 cambio ##", "DES-C2 seat 1 sees that seat 2 passed a card, not which")
  is(actions_of(3, "seat 2 cambio"), "seat 2 cambio ##", "DES-C2 the receiver's event of the pass hides it too (it learns by the reveal)")
  is(actions_of(2, "seat 2 cambio"), "seat 2 cambio 7C", "DES-C2 seat 2 sees its own pass")
  t:act("draw")
  like(t:view(2), "seat 2 held: %S+", "DES-P2 the drawer sees its loose card")
  like(t:view(1), "seat 2 held: ##", "DES-P18 nobody else sees a card drawn from the stock")
  ok(t:check(), "every card in one place")
end

-- ---- meld validity (12.1) ---------------------------------------------


do
  local t = meld_game("AH 2H 3H JC QC KC 7D 10S 3S", "8C")
  ok(legal_has(t, "meld AH 2H 3H"), "M-1 AH 2H 3H is a run, the lowest")
  ok(legal_has(t, "meld JC QC KC"), "M-2 JC QC KC is a run, the highest")
  t = meld_game("QD KD AD 2S 3H 5C 7H 9C JH", "KS")
  ok(not t:try("meld QD KD AD"), "M-3 QD KD AD is refused: the ace is low only")
  t = meld_game("QD KD AD 2S 3H 5C 7H 9C JH", "KS", { ace_runs = "low_or_high" })
  ok(t:try("meld QD KD AD"), "M-4 ace_runs=low_or_high: QD KD AD is a run")
  t = meld_game("KS AS 2S 4D 6H 8C 10D QH 3C", "7D", { ace_runs = "low_or_high" })
  ok(not t:try("meld KS AS 2S"), "M-5 KS AS 2S never wraps")
  t = meld_game("8S 8H 8C 8D 2D 4H 6C 10S QD", "KC")
  ok(t:try("meld 8S 8H 8C 8D"), "M-8 a set of four")
  like(meld_line(t, 2, 1), "^ 8C 8D 8S 8H$", "DES-M5 the set lies as 8C 8D 8S 8H")
  t = meld_game("8S 8H 8C 2D 4H 6C 10S QD 3C", "KC")
  ok(not t:try("meld 8S 8H"), "M-9 two cards are no meld")
  ok(not t:try("meld 8S 8H 8C 8S"), "M-10 a repeated card is no meld")
  t = meld_game("8S 9S 10H 10S JS 7C 8C 8D 2H", "KD")
  ok(not t:try("meld 8S 9S 10H"), "M-11 mixed suits are refused")
  ok(not t:try("meld 8S 10S JS"), "M-12 a gap is refused")
  ok(not t:try("meld 7C 8C 8D"), "M-13 neither run nor set is refused")
  t = meld_game("4D 2D 3D 7S 9C JH KS 5C 6H", "QC")
  ok(t:try("meld 4D 2D 3D"), "M-14 meld 4D 2D 3D is accepted")
  like(meld_line(t, 2, 1), "^ 2D 3D 4D$", "M-14 it lies as 2D 3D 4D")
  t = meld_game("8S 8H 8C 2D 4H 6C 10S QD 3C", "KC")
  t:act("meld 8S 8H 8C")
  like(meld_line(t, 2, 1), "^ 8C 8H 8S$", "DES-M5 three eights lie as 8C 8H 8S")

  -- M-6: a ten-card run (and a win, DES-P5).
  t = meld_game("AS 2S 3S 4S 5S 6S 7S 8S 9S", "10S", nil, "2C 5D 8H JH 4C 9D QH 6C KD")
  ok(t:try("meld AS 2S 3S 4S 5S 6S 7S 8S 9S 10S"), "M-6 AS to 10S is a valid 10-card run")
  is(t:round(), 2, "DES-P5 a table of ten wins the hand at once")

  -- M-17 / M-18: the Desmoche move (DES-P13).
  t = meld_game("8C 8D 8S 8H 9S 10S JS 2C 5D", "KH")
  t:act("meld 8C 8D 8S 8H"); t:act("meld 9S 10S JS")
  ok(t:try("desmoche 8S 1 2"), "M-17 desmoche 8S 1 2 is legal: three eights remain")
  like(meld_line(t, 2, 1), "^ 8D 8C 8H$", "M-17 meld 1 lies as 8D 8C 8H")
  like(meld_line(t, 2, 2), "^ 8S 9S 10S JS$", "M-17 meld 2 is 8S 9S 10S JS")
  t = meld_game("8C 8H 8S 9S 10S JS 2C 5D 7H", "KH")
  t:act("meld 8C 8H 8S"); t:act("meld 9S 10S JS")
  local okm, msg = t:try("desmoche 8S 1 2")
  ok(not okm, "M-18 refused: meld 1 would keep 2 cards (" .. tostring(msg) .. ")")

  -- M-19 / M-20 need ten cards on the table, which is already a win
  -- (DES-P5); the same rule on nine: a run gives no inner card, unless
  -- split_runs = on and both pieces stay runs.
  t = meld_game("3H 4H 5H 6H 7H 8H 9H 6C 6D", "KS")
  t:act("meld 3H 4H 5H 6H 7H 8H 9H")
  ok(not t:try("meld 6C 6D 6H"), "M-19 (on nine cards) the inner 6H may not leave the run")
  t = meld_game("3H 4H 5H 6H 7H 8H 9H 6C 6D", "KS", { split_runs = "on" })
  t:act("meld 3H 4H 5H 6H 7H 8H 9H")
  ok(t:try("meld 6C 6D 6H"), "M-20 (on nine cards) split_runs=on: 6H leaves, both pieces stay runs")
  like(meld_line(t, 2, 1), "^ 3H 4H 5H$", "M-20 the lower piece keeps meld 1")
  like(meld_line(t, 2, 2), "^ 7H 8H 9H$", "M-20 the upper piece takes the lowest free number")
  like(meld_line(t, 2, 3), "^ 6D 6C 6H$", "M-20 the new set lies in meld 3, red first (two red, one black: DES-M5)")

  -- M-21: lay-offs at the low end only.
  t = meld_game("2C 3C 4C AC KC 7D 9H JS 5S", "QD")
  t:act("meld 2C 3C 4C")
  ok(not t:try("layoff KC 1"), "M-21 layoff KC 1 refused (no wrap)")
  ok(t:try("layoff AC 1"), "M-21 layoff AC 1 legal")
  like(meld_line(t, 2, 1), "^ AC 2C 3C 4C$", "M-21 the meld is AC 2C 3C 4C")

  -- M-22: one play of two cards, 8S from the set and the loose 9S.
  t = meld_game("5S 6S 7S 8C 8D 8S 8H 2D KC", "9S")
  t:act("meld 5S 6S 7S"); t:act("meld 8C 8D 8S 8H")
  ok(legal_has(t, "layoff 8S 9S 1"), "M-22 layoff 8S 9S 1 is offered (cards in ascending run order)")
  ok(t:try("layoff 9S 8S 1"), "M-22 layoff 8S 9S 1 is legal, in any listing order")
  like(meld_line(t, 2, 1), "^ 5S 6S 7S 8S 9S$", "M-22 meld 1 is 5S 6S 7S 8S 9S")
  like(meld_line(t, 2, 2), "^ 8D 8C 8H$", "M-22 meld 2 is 8D 8C 8H (re-arranged, DES-M5)")
  ok(t:check(), "cards accounted for")

  -- DES-P3 / DES-M6: several hand cards on one run, at both ends; never a
  -- layoff that leaves a gap or wraps, and no card a meld cannot spare.
  t = meld_game("4C 5C 6C 2C 3C 7C 8C JH 9D", "KS")
  t:act("meld 4C 5C 6C")
  ok(legal_has(t, "layoff 2C 3C 1") and legal_has(t, "layoff 7C 8C 1") and legal_has(t, "layoff 3C 7C 1")
     and legal_has(t, "layoff 2C 3C 7C 8C 1"), "DES-P3 lay-offs of 2, 3 or 4 hand cards below and above a run")
  ok(not legal_has(t, "layoff 2C 7C 1") and not t:try("layoff 2C 8C 1"), "DES-M6 a lay-off leaving a gap is refused")
  ok(t:try("layoff 8C 2C 3C 7C 1"), "layoff 2C 3C 7C 8C 1 in any order")
  like(meld_line(t, 2, 1), "^ 2C 3C 4C 5C 6C 7C 8C$", "the run is 2C to 8C")
  ok(t:check(), "cards accounted for")
end

-- ---- play (12.5) ------------------------------------------------------

-- P-5: 3 players (first_redraw off). Seat 3 melds 5S 6S 7S and
-- 8C 8D 8S 8H from hand on its first turn and declines JD; seat 2's 9S
-- then fits only with 8S moved out of the set (M-22): seat 3 may use it.
do
  local t = table_game(3, { [3] = "5S 6S 7S 8C 8D 8S 8H 2D KC" }, "4H JD 3C 9S", { first_redraw = "off" })
  t:act("draw"); t:act("discard 4H")                                      -- seat 2
  t:act("draw"); t:act("meld 5S 6S 7S"); t:act("meld 8C 8D 8S 8H"); t:act("discard JD")   -- seat 3
  t:act("draw"); t:act("discard 3C")                                      -- seat 1
  t:act("draw"); t:act("discard 9S")                                      -- seat 2
  is(t:phase() .. " " .. t:actor() .. " " .. table.concat(t:legal(), ","), "claim 3 claim,pass",
     "P-5 seat 3 can use 9S (DES-P6 counts a lay-off that takes 8S from its set); 9S alone fits no meld: not forced")
  t:act("claim")
  ok(legal_has(t, "layoff 8S 9S 1"), "P-5 the claimant may lay off 8S 9S on meld 1")
  t:act("layoff 8S 9S 1")
  like(meld_line(t, 3, 1), "^ 5S 6S 7S 8S 9S$", "P-5 meld 1 is 5S 6S 7S 8S 9S")
  like(meld_line(t, 3, 2), "^ 8D 8C 8H$", "P-5 meld 2 is 8D 8C 8H")
  t:act("discard KC")
  like(t:view(3), "seat 3 hand: 2D\n", "P-5 table 8, hand 1 (2D)")
  ok(t:check(), "cards accounted for")
end

-- P-8: hand_melds = with_card.
do
  local t = meld_game("9C 9D 9S 3H 5H 7C JD KS 4S", "2D", { hand_melds = "with_card" })
  ok(not t:try("meld 9C 9D 9S"), "P-8 with_card: a meld without the loose card is refused")
  t = meld_game("9C 9D 9S 3H 5H 7C JD KS 4S", "2D")
  ok(t:try("meld 9C 9D 9S"), "P-8 free: hand cards alone may meld")
  ok(t:try("discard 2D"), "P-8 then discard 2D declines the draw")
  ok(t:check(), "cards accounted for")
end

-- DES-P2 must_use and DES-P4 paying.
do
  local t = meld_game("9C 9D 3H 5H 7C JD KS 4S 2C", "9S")
  ok(not legal_has(t, "discard 9S"), "DES-P2 must_use: a drawn 9S that makes a set may not be declined")
  ok(not legal_has(t, "discard 3H"), "DES-P4 no hand card is paid while the loose card is loose")
  t:act("meld 9C 9D 9S")
  ok(legal_has(t, "discard 3H") and not legal_has(t, "discard 9S"), "DES-P4 once it is placed, a hand card pays")
  t = meld_game("9C 9D 3H 5H 7C JD KS 4S 2C", "9S", { must_use = "off" })
  ok(legal_has(t, "discard 9S"), "DES-P2 must_use=off: the seat may decline it")
end

-- Section 11 (and NOTATION.md): `discard` alone declines the loose card;
-- where several discards are legal, or none, it names nothing.
do
  local t = meld_game("9C 9D 3H 5H 7C JD KS 4S 2C", "9S", { must_use = "off" })
  ok(t:try("discard"), "DES-P2 `discard` alone declines the loose card")
  is(t:discard_top(), "9S", "DES-P2 the declined 9S lies face up on the discard pile")
  t = meld_game("9C 9D 3H 5H 7C JD KS 4S 2C", "9S")
  ok(not t:try("discard"), "DES-P2 must_use: `discard` alone declines nothing when the 9S must be used")
  t:act("meld 9C 9D 9S")
  local done, why = t:try("discard")
  ok(not done and why:find("takes 1 argument", 1, true), "DES-P4 after the meld, `discard` alone names none of the seven hand cards")
end

-- P-6: the win at ten cards, no discard; 2 players, pot 2: seat 1 has no
-- table (Arriba del Palo 1): seat 2 = -1 + 2 + 1 = +2, seat 1 = -1 - 1 = -2.
do
  local t = meld_game("3D 4D 5D 6D QC QH QS 9C 9H", "9S")
  t:act("meld 3D 4D 5D 6D"); t:act("meld QC QH QS")
  ok(t:round() == 1, "a table of seven does not win")
  t:act("meld 9C 9H 9S")
  is(t:round(), 2, "P-6 table 10: the hand ends, no discard")
  is(t:total(2), 2, "P-6 winner nets the pot 2 less its stake 1, plus one Arriba bonus")
  is(t:total(1), -2, "P-6 seat 1 pays its stake and one Arriba")
end


-- P-1: claim priority with three claimants, 4 players (first_redraw off,
-- so that an untaken first card passes the turn on).
do
  local req = { [1] = "8H 9H", [3] = "7C 7S", [4] = "5H 6H" }
  local rules = { first_redraw = "off" }
  local t, hands = table_game(4, req, "7H", rules)
  is(t:actor(), 2, "P-1 seat 2 plays first")
  t:act("draw")
  ok(legal_has(t, "discard 7H"), "P-1 seat 2 cannot use 7H and may decline it")
  t:act("discard 7H")
  is(t:phase() .. " " .. t:actor(), "claim 3", "P-1 seat 3, nearest after the discarder, is asked first")
  is(table.concat(t:legal(), ","), "claim,pass", "P-1 it may claim or pass")
  t:act("claim")
  ok(legal_has(t, "meld 7C 7H 7S") and not legal_has(t, "discard " .. words(hands[3])[3]),
     "P-8 the claimant must first place the card")
  t:act("meld 7C 7H 7S")
  like(meld_line(t, 3, 1), "^ 7C 7H 7S$", "P-1 seat 3 melds 7C 7H 7S")
  t:act("discard " .. words(hands[3])[3])
  is(t:phase() .. " " .. t:actor(), "start 4", "P-1 nobody can use seat 3's payment: seat 4 draws")

  t = table_game(4, req, "7H", rules)
  t:act("draw"); t:act("discard 7H")
  t:act("pass")
  is(t:actor(), 4, "P-1 after seat 3 passes, seat 4 is asked")
  -- DES-P7: a pass is seen only by the passer.
  local function passes(viewer)
    local n = 0
    for _, line in ipairs(t:events(viewer)) do if line == "seat 3 pass" then n = n + 1 end end
    return n
  end
  is(passes(3), 1, "DES-P7 seat 3 knows it passed")
  is(passes(1) + passes(2) + passes(4), 0, "DES-P7 no other seat learns that seat 3 passed")
  t:act("claim")
  t:act("meld 5H 6H 7H")
  t:act("discard " .. words(hands[4])[3])
  is(t:phase() .. " " .. t:actor(), "start 1", "P-1 seat 4 claimed and paid, nobody took it: seat 1 draws, seat 3 skipped")
  is(t:turns(3), 0, "P-1 seat 3 lost its turn")

  t = table_game(4, req, "7H", rules)
  t:act("draw"); t:act("discard 7H")
  t:act("pass"); t:act("pass")
  is(t:actor(), 1, "P-1 then seat 1")
  t:act("pass")
  is(t:phase() .. " " .. t:actor(), "start 3", "P-1 all passed: seat 3 draws")
  ok(t:check(), "cards accounted for")
end

-- P-4: the first turn's second draw (first_redraw = on).
do
  local t = table_game(3, {}, "5C KD")
  t:act("draw"); t:act("discard 5C")
  is(t:phase() .. " " .. t:actor(), "start 2", "P-4 5C declined and untaken: seat 2 draws again")
  is(table.concat(t:legal(), ","), "draw", "P-4 only a draw (no fold) in the second draw")
  t:act("draw"); t:act("discard KD")
  is(t:phase() .. " " .. t:actor(), "start 3", "P-4 then seat 3 draws: once a hand")
  t = table_game(3, { [3] = "5D 5H" }, "5C KD")
  t:act("draw"); t:act("discard 5C")
  t:act("claim"); t:act("meld 5D 5C 5H")
  ok(t:turns(2) == 1, "P-4 had seat 3 claimed 5C, seat 2 would not draw again")
end

-- P-2: forced lay-off (3 players, first_redraw off). Seat 3 melds
-- 6C 7C 8C on its first turn; seat 2 then discards 9C on its second.
do
  local rules = { first_redraw = "off" }
  local t = table_game(3, { [3] = "6C 7C 8C", [1] = "9D 9S" }, "2D 4H 3S 9C", rules)
  t:act("draw"); t:act("discard 2D")             -- seat 2
  t:act("draw"); t:act("meld 6C 7C 8C"); t:act("discard 4H")   -- seat 3
  t:act("draw"); t:act("discard 3S")             -- seat 1
  t:act("draw"); t:act("discard 9C")             -- seat 2
  is(t:actor(), 3, "P-2 seat 3 is asked first")
  is(table.concat(t:legal(), ","), "claim", "P-2 a seat whose meld takes the card alone can only claim")
  t:act("claim"); t:act("layoff 9C 1")
  like(meld_line(t, 3, 1), "^ 6C 7C 8C 9C$", "P-2 seat 3 lays 9C off; seat 1 never got it")

  -- reversed: seat 1 owns the run, seat 3 holds the nines.
  t = table_game(3, { [1] = "6C 7C 8C", [3] = "9D 9S" }, "2D 4H 3S 9C", rules)
  t:act("draw"); t:act("discard 2D")
  t:act("draw"); t:act("discard 4H")
  t:act("draw"); t:act("meld 6C 7C 8C"); t:act("discard 3S")
  t:act("draw"); t:act("discard 9C")
  is(t:actor() .. " " .. table.concat(t:legal(), ","), "3 claim,pass", "P-2 seat 3 may claim or pass")
  t:act("pass")
  is(t:actor() .. " " .. table.concat(t:legal(), ","), "1 claim", "P-2 after the pass seat 1 is forced")
end

-- P-3: the discarder's own meld (forced_layoff_own). Seat 1 (the dealer)
-- melds AH 2H 3H, places 7S in 7C 7D 7S and pays with 4H.
do
  local function p3(own)
    local t = table_game(3, { [1] = "AH 2H 3H 4H 7C 7D", [2] = "4C 4D" }, "2S 5C 7S",
                         { first_redraw = "off", forced_layoff_own = own })
    t:act("draw"); t:act("discard 2S")
    t:act("draw"); t:act("discard 5C")
    t:act("draw"); t:act("meld AH 2H 3H"); t:act("meld 7C 7D 7S"); t:act("discard 4H")
    return t
  end
  local t = p3("last")
  is(t:actor() .. " " .. table.concat(t:legal(), ","), "2 claim,pass", "P-3 last: seat 2 may claim")
  t:act("pass")
  is(t:actor() .. " " .. table.concat(t:legal(), ","), "1 claim", "P-3 last: then seat 1 must take it back")
  t:act("claim"); t:act("layoff 4H 1")
  like(meld_line(t, 1, 1), "^ AH 2H 3H 4H$", "P-3 seat 1 lays 4H off")
  ok(t:phase() == "play" and not legal_has(t, "claim"), "P-3 and pays again")
  t = p3("first")
  is(t:actor() .. " " .. table.concat(t:legal(), ","), "1 claim", "P-3 first: seat 1 is forced at once")
  t = p3("off")
  is(t:actor() .. " " .. table.concat(t:legal(), ","), "2 claim,pass", "P-3 off: seat 2 may claim")
  t:act("pass")
  is(t:phase() .. " " .. t:actor(), "start 2", "P-3 off: the card stays, seat 2 draws")
end

-- P-7: fold = checked (2 players, first_redraw off).
do
  local function p7(hand, extra_stock)
    local t = table_game(2, { [2] = hand }, "2D " .. (extra_stock or "5C"), { first_redraw = "off" })
    t:act("draw")
    return t
  end
  local t = p7("10C 10D 10S 10H JH QH KH")
  t:act("meld 10C 10D 10S 10H"); t:act("meld JH QH KH"); t:act("discard 2D")
  t:act("draw"); t:act("discard 5C")
  ok(legal_has(t, "fold"), "P-7 melds 10C 10D 10S 10H and JH QH KH can never grow: fold is legal")
  t = p7("10C 10D 10S JH QH KH 10H")
  t:act("meld 10C 10D 10S"); t:act("meld JH QH KH"); t:act("discard 2D")
  t:act("draw"); t:act("discard 5C")
  ok(not legal_has(t, "fold"), "P-7 with a set 10C 10D 10S, 10H is live in the own hand: fold refused")
  t = table_game(2, { [2] = "10C 10D 10S JH QH KH", [1] = "5S 6S 10H" }, "2D 7S",
                 { first_redraw = "off", forced_layoff = "off" })
  t:act("draw"); t:act("meld 10C 10D 10S"); t:act("meld JH QH KH"); t:act("discard 2D")
  t:act("draw"); t:act("meld 5S 6S 7S"); t:act("discard 10H")
  t:act("pass")
  ok(legal_has(t, "fold"), "P-7 once 10H lies in the discard pile it is dead: fold is legal")
  t:act("fold")
  like(t:view(1), "seat 2 meld 1: %[10C%]", "DES-P16 a folded seat's melds are face down, remembered")
end


-- ---- automatic wins (12.2) and their nets (12.3) ------------------------


do
  -- A-1 (and B-5's nets): both Peladilla, seat 2's ace beats seat 3's king.
  local t = auto_game(3, { [2] = "AS 3H 4C 7D 8S 10H JC QD KH", [3] = "2D 3S 4H 7C 8H 10S JD QS KC" })
  is(t:phase() .. " " .. t:actor(), "declare 2", "DES-A4 window A asks the qualifying seats from the seat after the dealer")
  is(table.concat(t:legal(), ","), "declare peladilla,pass", "DES-A4 seat 2 may declare its Peladilla or pass")
  t:act("declare peladilla")
  is(t:actor(), 3, "DES-A4 then seat 3")
  t:act("declare peladilla")
  is(t:round(), 2, "DES-A4 a declaration ends the hand before the Cambio")
  is(t:total(2), 4, "A-1 seat 2 wins (14 vs 13): pot 3 - stake 1 + two Arriba bonuses = +4")
  is(t:total(1), -2, "A-1 seat 1 pays stake and Arriba: -2")
  is(t:total(3), -2, "A-1 seat 3, a losing declarer, pays stake and Arriba: -2")

  -- B-5: seat 1 declares Cuatro Cuerpos.
  t = auto_game(3, { [1] = "7C 7D 7H 7S 2C 4D 9H JS KD" })
  is(t:actor(), 1, "B-5 only seat 1 is asked")
  t:act("declare cuatro")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "4 -2 -2", "B-5 nets 1 = +4, 2 = -2, 3 = -2")

  -- A-2: 4 players, seat 4 then seat 1 are asked; seat 1's 5 beats 4.
  t = auto_game(4, { [1] = "AC KD QC 10D 8C 6D 5C 3D 2H", [4] = "AD KS QH 10S 8H 6S 4D 3C 2S" })
  is(t:actor(), 4, "A-2 seat 4 is asked before the dealer")
  t:act("declare peladilla"); t:act("declare peladilla")
  is(t:total(1), 6, "A-2 seat 1 wins: pot 4 - 1 + 3 Arriba = +6")
  is(t:total(4), -2, "A-2 seat 4 loses -2")

  -- A-3: four aces beat four kings.
  t = auto_game(2, { [1] = "KC KD KH KS 2C 5D 7H 9S JC", [2] = "AC AD AH AS 3C 6D 8H 10S QC" })
  t:act("declare cuatro"); t:act("declare cuatro")
  is(t:total(2) .. " " .. t:total(1), "2 -2", "A-3 seat 2 wins (ace high): +2, -2")

  -- DES-A1 with DES-D8: AS and KS are neighbours only when an ace may
  -- stand above a king; no other two cards share a rank or are neighbours
  -- of a suit (spades A 9 K, hearts 3 6 J, clubs 5, diamonds 2 7).
  local ak = { [2] = "AS 3H 5C 7D 9S JH KS 2D 6H" }
  t = auto_game(3, ak)
  is(t:phase() .. " " .. t:actor() .. " " .. table.concat(t:legal(), ","), "declare 2 declare peladilla,pass",
     "DES-A1 ace_runs=low: AS and KS are not neighbours, a Peladilla")
  t = auto_game(3, ak, { ace_runs = "low_or_high" })
  ok(not (t:phase() == "declare" and t:actor() == 2),
     "DES-A1 ace_runs=low_or_high: AS and KS are neighbours, no Peladilla")

  -- A-4: Color beats Peladilla; reversed by auto_win_order.
  local a4 = { [1] = "AS 3H 4C 7D 8S 10H JC QD KH", [3] = "2C 4S 5C 6S 9C 9S JS QC KS" }
  t = auto_game(3, a4)
  is(t:actor(), 3, "A-4 seat 3 (all black) is asked first")
  ok(legal_has(t, "declare color"), "A-4 seat 3 may declare color")
  t:act("declare color"); t:act("declare peladilla")
  is(t:total(3), 4, "A-4 seat 3 wins: Color beats Peladilla")
  t = auto_game(3, a4, { auto_win_order = "peladilla,cuatro,color" })
  t:act("declare color"); t:act("declare peladilla")
  is(t:total(1), 4, "A-4 auto_win_order=peladilla,cuatro,color: seat 1 wins")

  -- A-5: a red Peladilla is classed as Color.
  local a5 = { [1] = "AH 3D 4H 6D 7H 9D 10H QD KH", [2] = "5C 5D 5H 5S 2C 8S JC KS AS" }
  t = auto_game(2, a5)
  is(t:actor(), 2, "A-5 seat 2 is asked first")
  t:act("declare cuatro"); t:act("declare peladilla")
  is(t:total(1), 2, "A-5 seat 1 wins: it declared Peladilla but is classed as Color")
  t = auto_game(2, a5, { color = "off" })
  t:act("declare cuatro"); t:act("declare peladilla")
  is(t:total(2), 2, "A-5 color=off: only a Peladilla, Cuatro Cuerpos wins")
  t = auto_game(2, a5, { color = "suit" })
  t:act("declare cuatro")
  ok(not legal_has(t, "declare color"), "A-5 color=suit: not one suit, no Color to declare")
  t:act("declare peladilla")
  is(t:total(2), 2, "A-5 color=suit: seat 2 wins")

  -- A-6 / B-8: an exact tie of two red hands.
  local a6 = { [2] = "2H 3H 5D 6D 8H 9D JH QD KH", [4] = "2D 3D 5H 6H 8D 9H JD QH KD" }
  t = auto_game(4, a6)
  t:act("declare color")
  like(t:view(3), "seat 2 hand: 2H 3H 5D 6D 8H 9D JH QD KH", "DES-A2 a declared hand is face up for everybody")
  t:act("declare color")
  is(t:total(2), 6, "A-6 rotation: seat 2, nearest after the dealer, wins: 4 - 1 + 3 = +6")
  is(t:total(4), -2, "A-6 seat 4 pays like any loser")
  t = auto_game(4, a6, { exact_tie = "split" })
  t:act("declare color"); t:act("declare color")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3) .. " " .. t:total(4), "-3 3 -3 3",
     "B-8 split: 1 = -3, 2 = +3, 3 = -3, 4 = +3")

  -- B-9: 3 players, pot 3 split two ways: 1 chip stays in the pot.
  t = auto_game(3, { [2] = a6[2], [3] = a6[4] }, { exact_tie = "split" })
  t:act("declare color"); t:act("declare color")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "-3 1 1", "B-9 nets 1 = -3, 2 = +1, 3 = +1")
  is(t:var("pot"), 1 + 3, "B-9 the odd chip stays: hand 2's pot is 1 + 3 stakes")

  -- A-7: a dealt Peladilla broken by the Cambio.
  local function a7(rules)
    local u = auto_game(3, { [3] = "2D 3S 4H 7C 8H 10S JD QS KC", [2] = "2C 2H 5S 6C 9D AH 9C QH 6H" }, rules)
    is(u:actor(), 3, "A-7 seat 3 is asked in window A")
    u:act("pass")
    is(u:phase(), "cambio", "A-7 it passed: the Cambio follows")
    u:act("cambio 2C")                -- seat 2 gives seat 3 a pair for its 2D
    u:act("cambio KC")                -- seat 3 gives KC to seat 1
    u:act("cambio " .. (u:view(1):match("seat 1 hand: (%S+)")))
    return u
  end
  t = a7()
  is(t:phase() .. " " .. t:actor(), "declare 3", "A-7 either: seat 3 is asked again in window B")
  ok(legal_has(t, "declare peladilla"), "A-7 either: it may declare the dealt Peladilla")
  t:act("declare peladilla")
  is(t:total(3), 4, "A-7 either: seat 3 wins with the dealt Peladilla")
  -- Judged on the dealt hand (DES-A3), the declaration shows the card it
  -- gave as well: seat 2 sees KC, now in seat 1's hand, turned up, so the
  -- comparison of DES-A5 reads only cards the table sees.
  local shown = false
  for _, line in ipairs(t:events(2)) do shown = shown or line == "flip KC 1.hand - up" end
  ok(shown, "A-7 either: seat 2 is shown the KC seat 3 gave in the Cambio (DES-A3, DES-A4)")
  t = a7({ auto_win_hand = "current" })
  is(t:phase() .. " " .. t:actor(), "start 2", "A-7 current: not asked in window B; play begins")
  -- The other way round: a dealt pair of twos, and the Cambio's 5C makes
  -- a Peladilla of the hand held (2D 4H 5C 7C 8H 10S JD QS KC: no rank
  -- twice, no two of a suit next in rank). The hand held is the stronger,
  -- so the declaration shows it alone: the 2S seat 3 gave seat 1 stays
  -- seat 1's and seat 3's to know, not seat 2's (DES-A3, DES-A5).
  t = auto_game(3, { [3] = "2D 2S 4H 7C 8H 10S JD QS KC", [2] = "2C 2H 5C 6S 9D AH 9C QH 6H" })
  t:act("cambio 5C")
  t:act("cambio 2S")
  t:act("cambio " .. (t:view(1):match("seat 1 hand: %S+ %S+ (%S+)")))   -- seat 1 keeps its pair
  is(t:phase() .. " " .. t:actor(), "declare 3", "either: seat 3, a Peladilla after the Cambio, is asked in window B")
  t:act("declare peladilla")
  is(t:total(3), 4, "either: seat 3 wins with the Peladilla it holds: 3 - 1 + 2 = +4")
  shown = false
  for _, line in ipairs(t:events(2)) do shown = shown or line:find("flip 2S", 1, true) ~= nil end
  ok(not shown, "either: seat 2 is not shown the 2S that seat 3 gave, its dealt hand being the weaker (DES-A5)")

  -- A-8: Cuatro Cuerpos in window A ends the hand before the Cambio.
  t = auto_game(3, { [2] = "9C 9D 9H 9S 2C 4D 6H JS KD" })
  t:act("declare cuatro")
  local cambio = false
  for _, line in ipairs(t:events()) do if line:find("cambio") then cambio = true end end
  ok(not cambio and t:round() == 2, "A-8 no Cambio was played in the hand")

  -- auto_declare = on: the engine declares, nobody is asked.
  t = auto_game(3, { [2] = "9C 9D 9H 9S 2C 4D 6H JS KD" }, { auto_declare = "on" })
  is(t:round() .. " " .. t:total(2), "2 4", "DES-A2 auto_declare=on: seat 2 wins without an action")
end


-- ---- ten-card wins: pot and bonuses (12.3) ------------------------------

-- B-1 / B-6: 3 players, pot 3. Seat 2 melds AH 2H 3H, 7C 7D 7S, 10S JS QS on
-- its first turn (declining 6C), seats 3 and 1 decline 9D and KD, seat 1
-- melding 2C 2D 2S; seat 2 then draws 4H: AH 2H 3H 4H makes ten, one Mico.
do
  local function b1(rules)
    rules = rules or {}
    rules.first_redraw = "off"
    local t = table_game(3, { [2] = "AH 2H 3H 7C 7D 7S 10S JS QS", [1] = "2C 2D 2S" }, "6C 9D KD 4H", rules)
    t:act("draw"); t:act("meld AH 2H 3H"); t:act("meld 7C 7D 7S"); t:act("meld 10S JS QS"); t:act("discard 6C")
    t:act("draw"); t:act("discard 9D")
    t:act("draw"); t:act("meld 2C 2D 2S"); t:act("discard KD")
    is(t:actor() .. " " .. t:phase(), "2 start", "B-1 seat 2's second turn")
    t:act("draw"); t:act("layoff 4H 1")
    return t
  end
  local t = b1()
  is(t:round(), 2, "B-1 seat 2 reaches ten cards")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "-2 5 -3",
     "B-1 seat 1 pays Mico 1, seat 3 Mico 1 + Arriba 1: 1 = -2, 2 = +5, 3 = -3")
  t = b1({ play_everything = "off" })
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "-1 2 -1", "B-6 play_everything=off: 1 = -1, 2 = +2, 3 = -1")
end

-- B-4: 2 players; seat 2 melds 7C 7D 7S and declines 9S; seat 1 draws 4D
-- and lays down AH 2H 3H, AC 2C 3C, AD 2D 3D 4D: three Micos.
do
  local t = table_game(2, { [1] = "AH 2H 3H AC 2C 3C AD 2D 3D", [2] = "7C 7D 7S" }, "9S 4D", { first_redraw = "off" })
  t:act("draw"); t:act("meld 7C 7D 7S"); t:act("discard 9S")
  t:act("draw")
  t:act("meld AH 2H 3H"); t:act("meld AC 2C 3C"); t:act("meld AD 2D 3D 4D")
  is(t:round(), 2, "B-4 seat 1 reaches ten cards")
  is(t:total(1) .. " " .. t:total(2), "4 -4", "B-4 three Micos: 1 = +4, 2 = -4")
end

-- B-2: 4 players, bet 2, pot 8. Seat 4 holds AS to 9S (a Color it does not
-- declare) and draws 10S on its second turn; seats 1 and 3 have melds.
do
  local t = table_game(4, { [4] = "AS 2S 3S 4S 5S 6S 7S 8S 9S", [3] = "QC QD QH", [1] = "JC JD JH" },
                       "2C 4H 6D 8C 3H 5C 10S", { first_redraw = "off", bet = 2 })
  t:act("draw"); t:act("discard 2C")                              -- seat 2
  t:act("draw"); t:act("meld QC QD QH"); t:act("discard 4H")      -- seat 3
  t:act("draw"); t:act("discard 6D")                              -- seat 4
  t:act("draw"); t:act("meld JC JD JH"); t:act("discard 8C")      -- seat 1
  t:act("draw"); t:act("discard 3H")                              -- seat 2
  t:act("draw"); t:act("discard 5C")                              -- seat 3
  is(t:actor(), 4, "B-2 seat 4's second turn")
  t:act("draw"); t:act("meld AS 2S 3S 4S 5S 6S 7S 8S 9S 10S")
  is(t:round(), 2, "B-2 seat 4 wins with AS to 10S")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3) .. " " .. t:total(4), "-6 -8 -6 20",
     "B-2 Color and Mico: 1 and 3 pay 4 each, seat 2 (Arriba) 6: 1 = -6, 2 = -8, 3 = -6, 4 = +20")
end

-- B-2 again with the bonuses' prices (DES-B6: each losing seat pays bet x
-- the bonuses it owes): one Mico, the Color, seat 2 Arriba; bet 2, pot 8.
local function b2(rules)
  rules.first_redraw, rules.bet = "off", 2
  local t = table_game(4, { [4] = "AS 2S 3S 4S 5S 6S 7S 8S 9S", [3] = "QC QD QH", [1] = "JC JD JH" },
                       "2C 4H 6D 8C 3H 5C 10S", rules)
  for _, a in ipairs { "draw", "discard 2C", "draw", "meld QC QD QH", "discard 4H", "draw", "discard 6D",
                       "draw", "meld JC JD JH", "discard 8C", "draw", "discard 3H", "draw", "discard 5C",
                       "draw", "meld AS 2S 3S 4S 5S 6S 7S 8S 9S 10S" } do t:act(a) end
  return t:total(1) .. " " .. t:total(2) .. " " .. t:total(3) .. " " .. t:total(4)
end
-- 1 and 3 pay 2 (Mico) + 4 (Color twice) = 6, seat 2 also 2 (Arriba): 8;
-- seat 4 takes the pot of 8 less its own 2, and 6 + 6 + 8.
is(b2 { color_pays = 2 }, "-8 -10 -8 26", "B-2 color_pays=2: 1 = -8, 2 = -10, 3 = -8, 4 = +26")
-- No Mico paid; Arriba three stakes: 1 and 3 pay 2, seat 2 pays 2 + 6.
is(b2 { mico_pays = 0, arriba_pays = 3 }, "-4 -10 -4 18", "B-2 mico_pays=0 arriba_pays=3: 1 = -4, 2 = -10, 3 = -4, 4 = +18")

-- B-3, first hand: nobody wins (all fold, fold = free): -1 each, and the
-- next hand (Doble) starts with the pot 4 + 4.
do
  local t = table_game(4, {}, "", { fold = "free" })
  for _ = 1, 4 do t:act("fold") end
  is(t:round(), 2, "B-3 no active seat is left: the hand ends with no winner")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3) .. " " .. t:total(4), "-1 -1 -1 -1", "B-3 hand 1: -1 each")
  is(t:var("pot"), 8, "B-3 hand 2 (Doble): pot 8")
end

-- B-5, DES-B2: the stake changes only between hands, by agreement
-- (`stake N`, which `rule bet=N` types at the table). The Cambio is over in
-- these games, so a stake agreed now is the next hand's; every seat folds
-- (fold = free), nobody wins and the pot stays (DES-B4).
do
  local t = table_game(4, {}, "", { fold = "free" })
  t:act("stake 3", 2)
  is(t:var("pot"), 4, "B-5 stake 3 agreed during hand 1: hand 1's pot stays 4")
  for _ = 1, 4 do t:act("fold") end
  is(t:total(1) .. " " .. t:total(2), "-1 -1", "B-5 hand 1 staked 1 each")
  is(t:var("pot"), 16, "B-5 hand 2: the 4 carried and four stakes of 3")
  -- Before anybody plays in hand 2 (its stakes are in, nothing else), a
  -- stake agreed is hand 2's own: every seat's 3 becomes 2.
  t:act("stake 2", 1)
  is(t:var("pot"), 12, "B-5 stake 2 agreed before hand 2's first move: 4 + 4 x 2")
  local ok0, why0 = t:try("stake 0", 1)
  ok(not ok0, "B-5 a stake of 0 is refused (bet: 1 to 255)")
  like(why0, "is not legal now for seat 1: a stake is from 1 to 255 %(DES%-B2%)$", "B-5 the refusal says why")
end
do
  -- DES-B1 with a stack of 3: hand 1 folds (each pays its stake of 1, 2
  -- chips left); hand 2 is dealt at the stake of 1, and before its first
  -- move a stake of 3 would be its own, which 2 chips cannot cover.
  local t = table_game(2, {}, "", { fold = "free", stack = 3 })
  t:act("fold"); t:act("fold")
  local ok3, why3 = t:try("stake 3", 1)
  ok(not ok3, "B-5 stack 3: hand 2's own stake of 3 is refused after hand 1 cost each seat 1")
  like(why3, "seat 1's chips %(2%) cannot cover this hand's stake of 3 %(DES%-B1%)$", "B-5 the refusal names the seat and its chips")
  t:act("stake 2", 2)
  is(t:var("pot"), 1 + 1 + 2 + 2, "B-5 stack 3: a stake of 2 is covered: hand 1's carried 2 and two stakes of 2")
end
do
  -- DES-B1: a seat must cover the stake; with stack = 2, a stake of 3 for
  -- the next hand leaves every seat, each at 2 - 1 = 1 chip, out of it.
  local t = table_game(2, {}, "", { fold = "free", stack = 2 })
  t:act("stake 3", 1)
  t:act("fold"); t:act("fold")
  ok(t:over(), "B-5 stack 2: a stake of 3 no seat can cover ends the match (DES-B1)")
  local u = table_game(2, {}, "", { betting = "open" })
  local oku, whyu = u:try("stake 3", 1)
  ok(not oku, "B-5 open betting (DES-B9) has no fixed stake to agree on")
  like(whyu, "stakes are agreed only under fixed betting %(DES%-B2%)$", "B-5 open betting: the refusal says why")
end

do
  -- DES-A4 with DES-B2: a seat asked in window A passes, and only it knows
  -- (DES-P18). A stake agreed then is still this hand's, as where nobody
  -- was asked: whether it counts may not tell that somebody passed.
  local asked = auto_game(3, { [1] = "7C 7D 7H 7S 2C 4D 9H JS KD" })
  is(asked:actor(), 1, "B-5 (private pass) seat 1, holding four sevens, is asked")
  asked:act("pass")
  asked:act("stake 2", 2)
  is(asked:var("pot"), 6, "B-5 after seat 1's private pass, stake 2 is this hand's: pot 3 x 2 = 6")
  local none = auto_game(3, {})
  none:act("stake 2", 2)
  is(none:var("pot"), 6, "B-5 where nobody was asked, the same: pot 6")
end

-- ---- conquien (DES-A6, DES-B5 fixed off) -------------------------------
do
  local t = auto_game(3, { [2] = "9C 9D 9H 9S 2C 4D 6H JS KD" }, nil, "conquien")
  is(t:phase(), "cambio", "conquien: four nines are no automatic win; nobody is asked")
  local ok_, err = pcall(game, { variant = "conquien", players = 2, rules = { play_everything = "on" } })
  ok(not ok_, "conquien: play_everything is fixed off (" .. tostring(err) .. ")")
  -- P-6 in conquien: 2 players, no Arriba bonus: +1 / -1.
  local u = situation { variant = "conquien", n = 2, hands = { "2C 7D 8H JS 4C 10D KH 7S AC", "3D 4D 5D 6D QC QH QS 9C 9H" },
                        give = { "9H", "AC" }, stock = "9S" }
  u:act("draw"); u:act("meld 3D 4D 5D 6D"); u:act("meld QC QH QS"); u:act("meld 9C 9H 9S")
  is(u:total(2) .. " " .. u:total(1), "1 -1", "conquien: the winner takes the pot of 2, no bonus")
end


-- ---- desmoche-online (DES-O) --------------------------------------------
do
  local ON = "desmoche-online"
  -- DES-O4: the first discard; seat 1 can make a new meld with it.
  local t, hands = table_game(2, { [1] = "7D 7S" }, "7C 2S", nil, ON)
  is(t:discard_top(), "7C", "DES-O4 the top stock card is turned up after the exchange")
  is(t:phase() .. " " .. t:actor(), "claim 1", "DES-O4 only a seat that can meld it is asked")
  t:act("claim")
  ok(not legal_has(t, "discard " .. words(hands[1])[3]), "DES-O4 the taker must first meld it")
  t:act("meld 7D 7C 7S")
  t:act("discard " .. words(hands[1])[3])
  is(t:phase() .. " " .. t:actor(), "start 2", "DES-O4 play begins with the seat after the taker")
  is(table.concat(t:legal(), ","), "draw,draw discard", "DES-O5 a turn begins with a draw from the stock or the waste")

  -- DES-O4: nobody takes it: the seat after the dealer starts; O-2.
  t = table_game(2, {}, "7C 2S", nil, ON)
  is(t:phase() .. " " .. t:actor(), "start 2", "DES-O4 untaken: the seat after the dealer starts")
  t:act("draw discard")
  ok(t:view(2):find("seat 2 hand:[^\n]*7C"), "DES-O5 the waste card goes into the hand")
  ok(not legal_has(t, "discard 7C"), "O-2 a card taken with draw discard may not be discarded this turn")
  ok(legal_has(t, "discard " .. t:view(2):match("seat 2 hand: (%S+)")), "O-2 another card must be discarded")

  -- DES-O9: a win with ten cards in melds (bet 1: +1 / -1).
  t = situation { variant = ON, n = 2, hands = { "2C 7D 8H JS 4C 10D KH 7S AC", "3D 4D 5D 6D QC QH QS 9C 9H" },
                  give = { "9H", "AC" }, stock = "2S 9S" }
  t:act("draw")
  t:act("meld 3D 4D 5D 6D"); t:act("meld QC QH QS")
  ok(legal_has(t, "takeback 3D") and legal_has(t, "unmeld 1") and not legal_has(t, "takeback QC"),
     "DES-O8 takeback keeps the meld valid; unmeld frees a pile")
  t:act("meld 9C 9H 9S")
  is(t:round(), 2, "DES-O9 ten cards in melds win at once")
  is(t:total(2) .. " " .. t:total(1), "1 -1", "DES-O12 the winner nets +1, the loser -1")

  -- O-1: an empty stock is refilled from the waste (flip / keep).
  local function o1(mode)
    local u = game { variant = ON, players = 2, seed = 11, rules = { hands = 1, recycle = mode } }
    local checked = nil
    local function moves()
      local ev = u:events()
      return ev
    end
    local guard = 0
    while not u:over() and not checked and guard < 1000 do
      guard = guard + 1
      local ph = u:phase()
      if ph == "declare" or ph == "claim" then u:act("pass")
      elseif ph == "cambio" then u:act(u:legal()[1])
      elseif ph == "start" then
        u:act("draw")
      else
        local l = u:legal()
        local d
        for _, a in ipairs(l) do if a:find("^discard") then d = a end end
        local empty = u:stock_count() == 0
        u:act(d)
        if empty and not u:over() then
          -- the turn after this discard began with a recycle; rebuild the waste
          local w = {}
          for _, line in ipairs(moves()) do
            local f = line:match("^move (%S+) .- %-> discard %d+ up$")
            if f then w[#w + 1] = f end
            if line:match("discard %d+ %-> stock") then break end
          end
          local ev = moves()
          local stock_top
          u:act("draw")
          local ev2 = u:events()
          for i = #ev + 1, #ev2 do
            local f = ev2[i]:match("^move (%S+) stock %d+ %->")
            if f then stock_top = f end
          end
          checked = { w = w, top = stock_top }
        end
      end
    end
    return checked
  end
  local r = o1("flip")
  ok(r and r.top == r.w[1], "O-1 flip: the earliest discard is the top of the new stock (" ..
     tostring(r and r.top) .. " vs " .. tostring(r and r.w[1]) .. ")")
  r = o1("keep")
  ok(r and r.top == r.w[#r.w - 1], "O-1 keep: the card under the top is the top of the new stock (" ..
     tostring(r and r.top) .. " vs " .. tostring(r and r.w[#r.w - 1]) .. ")")
end


-- ---- side games (12.4) ----------------------------------------------------
-- Each hand below ends with every seat folding (fold = free): the main
-- game has no winner and costs every seat its stake of 1; a side game
-- costs each seat 1 and pays its pot (one chip a seat) to its winner.
local function side(n, dealt, gives, rules)
  local r = { fold = "free" }
  for k, v in pairs(rules) do r[k] = v end
  local t = dealt_game(n, dealt, r)
  while t:phase() == "declare" and t:round() == 1 do t:act("pass") end
  while t:phase() == "cambio" do t:act("cambio " .. gives[t:actor()]) end
  while t:phase() == "declare" and t:round() == 1 do t:act("pass") end
  while t:round() == 1 do t:act("fold") end
  local out = {}
  for s = 1, n do out[s] = t:total(s) end
  return table.concat(out, " "), t
end

do
  local s1 = { "AD 5C 7S 9H JC 3S 4H 6C 8C", "QD 2C 3C 5H 7H 9C 10C KS 2H", "KD 2S 4S 6S 8S 10S JS QS 3H" }
  local g1 = { "AD", "2H", "3H" }
  is(side(3, s1, g1, { side_games = "oro" }), "-2 -2 1",
     "S-1 oro: seat 3 (KD) wins; seat 1 passed AD away, seat 2's AD came in the Cambio")
  is(side(3, s1, g1, { side_games = "oro", side_keep = "off" }), "1 -2 -2", "S-1 side_keep=off: seat 1 (AD)")
  is(side(3, s1, g1, { side_games = "rombo" }), "-2 -2 1", "DES-S2 rombo is oro")

  is(side(3, { "9H 9D 2C 4C 6S 8S 10C QC KS", "JH JD 5C 5S 3D 7C AS KC QS", "AH 4D 6H 8D 10H 2S 3C 7S 7D" },
          { "2C", "5C", "2S" }, { side_games = "par_rojo" }), "-2 1 -2",
     "S-2 par_rojo: seat 2's red jacks beat the red nines")

  local total, t = side(3, { "KC KS 4C 4S 2D 6H 8D 10H QD", "QC QS JC JS 3H 5D 7H 9D AH", "10C 10S 3C 3S 2C 2S 5H 7D 9H" },
                        { "2D", "3H", "5H" }, { side_games = "dos_par_negro,par_negro,dos_par_rojo" })
  is(total, "2 -4 -4", "S-3 seat 1 wins dos par negro (K+4) and par negro (K): -1 - 3 + 6 = +2")
  is(t:var("side7"), 3 + 3, "S-3 nobody has two red pairs: that pot carries over into the next hand")

  is(side(2, { "7C 7D 7H 2S 4S 6D 9C JH KD", "10S 10H 10D 3C 5H 8S QC AD AS" }, { "2S", "3C" },
          { side_games = "tres_cuerpos" }), "-2 0", "S-4 tres cuerpos: tens beat sevens (seat 2: -1 - 1 + 2)")

  local s5 = { "JS QS KS 2D 3D 5H 7H 10H 4C", "AH 2H 3H 5D 7S 9S JD QC KH", "6C 7C 8C 9C 2S 4D 10D QH AC" }
  local g5 = { "4C", "5D", "2S" }
  is(side(3, s5, g5, { side_games = "escalera" }), "-2 1 -2", "S-5 escalera: A-2-3 is highest by default")
  is(side(3, s5, g5, { side_games = "escalera", escalera_a23 = "low" }), "1 -2 -2", "S-5 escalera_a23=low: J-Q-K")
  is(side(3, s5, g5, { side_games = "escalera", escalera_compare = "length" }), "-2 -2 1",
     "S-5 escalera_compare=length: four cards")

  local s6 = { "AS 3S 5S 7S 9S JS KS 2H KH", "6C 7C 8C 10C QC AH 3H 5H 9H", "2S 4S 6S 8S 10S QS AC 4C 5D",
               "6D 7D 8D 10D QD AD 3D 7H JC" }
  local g6 = { "2H", "AH", "5D", "JC" }
  is(side(4, s6, g6, { side_games = "escalera" }), "-2 2 -2 -2", "S-6 rotation: seat 2 takes the pot of 4")
  is(side(4, s6, g6, { side_games = "escalera", exact_tie = "split" }), "-2 0 -2 0", "S-6 split: 2 chips each")
  is(side(3, s1, g1, { side_games = "oro", side_seats = "1,2" }), "-2 0 -1",
     "DES-S1 side_seats=1,2: seat 3 plays no side game; seat 1's AD is gone, seat 2 (QD) takes the pot of 2: -1 - 1 + 2 = 0")
end


-- M-15: strict_order = on (offences forgiven: a wrong listing is refused).
do
  local t = meld_game("4D 2D 3D 8S 8C 8H 6C 10H KS", "QC", { strict_order = "on" })
  local okr, why = t:try("meld 4D 2D 3D")
  ok(not okr, "M-15 strict_order=on: meld 4D 2D 3D is refused")
  like(why, "a meld is listed in table order: a run ascending, a set in alternating colours %(DES%-M7%)$",
       "DES-M7 the refusal of a wrong listing says why")
  okr, why = t:try("meld 8S 8C 8H")
  ok(not okr, "M-15 strict_order=on: meld 8S 8C 8H (two blacks together) is refused")
  like(why, "in alternating colours %(DES%-M7%)$", "DES-M7 a set's wrong listing too")
  okr, why = t:try("meld 4D 6C KS")
  ok(not okr and not why:find("DES%-M7"), "DES-M7 three cards that are no meld: refused, and not for their order")
  ok(t:try("meld 8S 8H 8C"), "M-15 strict_order=on: meld 8S 8H 8C is accepted")
  ok(t:try("meld 2D 3D 4D"), "M-15 strict_order=on: meld 2D 3D 4D (ascending) is accepted")
  is(table.concat(t:legal(), ","):find("meld"), nil, "no other meld is left")
end


-- M-16: strict_order = on, forgive_offences = off: a meld typed out of
-- order is laid down (DES-M5 order) and the seat is disqualified (DES-Q3).
do
  local t = meld_game("4D 2D 3D 8S 8C 8H 6C 10H KS", "QC", { strict_order = "on", forgive_offences = "off" })
  ok(not legal_has(t, "meld 8S 8C 8H"), "M-16 the listing out of order is not offered")
  local before = #t:events()
  t:act("meld 8S 8C 8H")
  local laid = {}
  local ev = t:events()
  for i = before + 1, #ev do
    local f = ev[i]:match("^move (%S+) %S+ %d+ %-> 2%.meld 1 %d+ up$")
    if f then laid[#laid + 1] = f end
  end
  is(table.concat(laid, " "), "8C 8H 8S", "M-16 the meld is laid as 8C 8H 8S")
  is(t:round(), 2, "DES-Q3 seat 2 is disqualified; seat 1, alone in the deal, wins at once")
  is(t:total(1) .. " " .. t:total(2), "1 -1", "DES-Q3 seat 1 takes the pot of 2, no bonus applies (seat 2 would be Arriba)")
end

-- DES-Q2: offence lines by any seat between actions; forgiven by default.
do
  local function q(rules)
    local r = { first_redraw = "off" }
    for k, v in pairs(rules or {}) do r[k] = v end
    return table_game(3, {}, "KD 4C 9H", r)
  end
  local t = q()
  is(t:actor(), 2, "seat 2 is to draw")
  ok(not t:try("draw", 3), "DES-P1 seat 3 may not draw out of turn")
  ok(t:try("offence discard_search", 3), "DES-Q2 seat 3 may be recorded with an offence while seat 2 is to act")
  is(t:actor() .. " " .. t:phase(), "2 start", "DES-Q2 forgive_offences=on: the line has no effect")
  local seen = 0
  for s = 1, 3 do for _, line in ipairs(t:events(s)) do if line == "seat 3 offence discard_search" then seen = seen + 1 end end end
  is(seen, 3, "DES-Q2 the offence line is shown to every seat")
  local okm, whym = t:try("offence meld_order", 3)
  ok(not okm, "DES-Q1 meld_order exists only under strict_order=on")
  like(whym, "meld order counts only with strict_order = on %(DES%-M7%)$", "DES-M7 the refusal says why")
  local okd, whyd = t:try("offence misdeal", 3)
  ok(not okd, "DES-D7 only the dealer misdeals")
  like(whyd, "a misdeal is the dealer's, seat 1 %(DES%-D7%)$", "DES-D7 the refusal names the dealer")

  t = q({ forgive_offences = "off" })
  t:act("offence card_to_hand", 3)
  ok(has(t:events(1), "note 3 2"), "DES-Q3 seat 3 is disqualified: every seat sees it leave the deal")
  ok(not t:view(3):find("seat 3 hand: %S"), "DES-Q3 its hand is put aside")
  t:act("draw"); t:act("discard KD")
  is(t:phase() .. " " .. t:actor(), "start 1", "DES-Q3 seat 3 gets no turn: seat 1 draws after seat 2")
  ok(not t:try("offence discard_search", 3), "DES-Q3 a disqualified seat commits no more offences")
  ok(t:check(), "cards accounted for")
end

-- B-7: 3 players; seat 3 disqualified; seat 1 wins with one Mico; seat 2
-- has no melds: 1 = -1 + 3 + (Mico 1 + Arriba 1) = +4, 2 = -3, 3 = -1.
do
  local t = table_game(3, { [1] = "AH 2H 3H 7C 7D 7S 10S JS QS" }, "KD 4H",
                       { first_redraw = "off", forgive_offences = "off" })
  t:act("offence card_to_hand", 3)
  t:act("draw"); t:act("discard KD")
  is(t:actor(), 1, "B-7 seat 1 plays after seat 2")
  t:act("draw"); t:act("meld AH 2H 3H 4H"); t:act("meld 7C 7D 7S"); t:act("meld 10S JS QS")
  is(t:round(), 2, "B-7 seat 1 wins with ten cards")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "4 -3 -1", "B-7 nets 1 = +4, 2 = -3, 3 = -1")
  ok(t:view(3):find("seat 3 hand: %S+ %S+ %S+ %S+ %S+ %S+ %S+ %S+ %S+\n"), "DES-Q3 disqualified for one hand: seat 3 is dealt in again")
end

-- DES-D7: a misdeal recorded by the dealer right after the deal.
do
  local function d7(rules)
    return game { variant = "desmoche", players = 3, seed = 5, rules = rules or {} }
  end
  local t = d7()
  while t:phase() == "declare" do t:act("pass") end
  ok(t:phase() == "cambio" and t:actor() == 2, "the Cambio asks seat 2 first")
  ok(not t:try("offence misdeal", 2), "DES-D7 only the dealer (seat 1) misdeals")
  t = d7()
  if t:phase() == "cambio" then
    t:act("offence misdeal", 1)
    ok(has(t:events(2), "note 1 2") and not t:view(2):find("seat 1 hand"),
       "DES-D7 misdeal_forfeit=on: the dealer forfeits the hand, its cards put aside")
    local c2 = t:legal()[1]:match("cambio (%S+)")
    t:act("cambio " .. c2)
    local c3 = t:legal()[1]:match("cambio (%S+)")
    t:act("cambio " .. c3)
    ok(t:view(2):find("seat 2 hand:[^\n]*" .. c3) and t:view(3):find("seat 3 hand:[^\n]*" .. c2),
       "DES-C3 the ring closes over the dealer: seats 2 and 3 exchange")
    ok(t:check(), "cards accounted for")
    t = d7({ misdeal_forfeit = "off" })
    t:act("offence misdeal", 1)
    is(t:phase() .. " " .. t:actor(), "cambio 2", "DES-D7 misdeal_forfeit=off: the record has no effect")
    t:act(t:legal()[1])
    local oka, whya = t:try("offence misdeal", 1)
    ok(not oka, "DES-D7 not after another action of the hand")
    like(whya, "right after the deal, before any other action of the hand %(DES%-D7%)$", "DES-D7 the refusal says when")
  else
    diag("seed 5 deals an automatic win; the misdeal tests need another seed")
    ok(false, "DES-D7 setup")
  end
end

-- DES-P3 layoff_any_time = on (seed 001): a seat asked in a claim window
-- may lay off hand cards on its melds without claiming. 3 players; seat 3
-- melds 4C 5C 6C on its first turn and keeps 7C 8C 9D 9S; seat 2's 9H
-- asks it (9D 9S 9H).
do
  local function lat(rules)
    local r = { first_redraw = "off" }
    for k, v in pairs(rules or {}) do r[k] = v end
    local t = table_game(3, { [3] = "4C 5C 6C 7C 8C 9D 9S" }, "KD 2H QS 9H", r)
    t:act("draw"); t:act("discard KD")                            -- seat 2
    t:act("draw"); t:act("meld 4C 5C 6C"); t:act("discard 2H")    -- seat 3
    t:act("draw"); t:act("discard QS")                            -- seat 1
    t:act("draw"); t:act("discard 9H")                            -- seat 2
    return t
  end
  local t = lat()
  is(t:actor() .. " " .. table.concat(t:legal(), ","), "3 claim,pass", "DES-P3 default off: nobody plays outside its turn")
  t = lat({ layoff_any_time = "on" })
  is(t:actor(), 3, "layoff_any_time=on: seat 3 is asked for 9H")
  ok(legal_has(t, "layoff 7C 1") and legal_has(t, "layoff 7C 8C 1") and legal_has(t, "claim") and legal_has(t, "pass"),
     "DES-P3 layoff_any_time=on: it may also lay off 7C or 7C 8C from its hand")
  t:act("layoff 7C 8C 1")
  like(meld_line(t, 3, 1), "^ 4C 5C 6C 7C 8C$", "the run is 4C to 8C")
  is(t:phase() .. " " .. t:actor() .. " " .. table.concat(t:legal(), ","), "claim 3 claim,pass",
     "the window goes on: seat 3 still answers claim or pass")
  t:act("pass")
  is(t:phase() .. " " .. t:actor(), "start 3", "9H untaken: seat 3 draws, its count of nine held (5 on the table, 4 in hand)")
  local hand = t:view(3):match("seat 3 hand:([^\n]*)")
  local n = 0
  for _ in hand:gmatch("%S+") do n = n + 1 end
  is(n, 4, "seat 3 holds 4 cards and 5 on the table")
end

-- DES-S4 side announcements (S-1 and S-2 hands).
do
  local s1 = { "AD 5C 7S 9H JC 3S 4H 6C 8C", "QD 2C 3C 5H 7H 9C 10C KS 2H", "KD 2S 4S 6S 8S 10S JS QS 3H" }
  local t = dealt_game(3, s1, { side_games = "oro,par_rojo" })
  local function said(viewer)
    local out = {}
    for _, line in ipairs(t:events(viewer)) do
      if line:find("announce") then out[#out + 1] = line end
    end
    return table.concat(out, ",")
  end
  is(said(1), "seat 2: announce oro,seat 3: announce oro,seat 1: announce oro",
     "DES-S4 auto: everybody learns who holds a diamond, from the seat after the dealer; nobody holds a red pair")
  is(said(2) .. "|" .. said(3), said(1) .. "|" .. said(1), "DES-S4 every seat sees the same announcements")
  for _, line in ipairs(t:events(2)) do
    if line:find("announce") and (line:find("AD") or line:find("KD")) then ok(false, "an announcement shows a card: " .. line) end
  end
  ok(not t:view(2):find("seat 1 hand: [^#]"), "DES-P18 an announcement reveals no card of the hand")

  -- manual: S-2's hands; every joining seat is asked in window A.
  local s2 = { "9H 9D 2C 4C 6S 8S 10C QC KS", "JH JD 5C 5S 3D 7C AS KC QS", "AH 4D 6H 8D 10H 2S 3C 7S 7D" }
  local function manual(who)
    local u = dealt_game(3, s2, { side_games = "par_rojo", side_announce = "manual", fold = "free" })
    local asked = {}
    while u:phase() == "declare" do
      local seat = u:actor()
      asked[#asked + 1] = seat .. ":" .. table.concat(u:legal(), ",")
      if seat == who then u:act("announce par_rojo") end
      u:act("pass")
    end
    local g2 = { "2C", "5C", "2S" }
    while u:phase() == "cambio" do u:act("cambio " .. g2[u:actor()]) end
    while u:round() == 1 do u:act(u:phase() == "declare" and "pass" or "fold") end
    return u, table.concat(asked, " ")
  end
  local u, asked = manual(2)
  is(asked, "2:announce par_rojo,pass 3:announce par_rojo,pass 1:announce par_rojo,pass",
     "DES-S4 manual: window A asks every joining seat, from the seat after the dealer")
  is(u:total(1) .. " " .. u:total(2) .. " " .. u:total(3), "-2 1 -2", "S-2 manual: seat 2 announced its red jacks and wins")
  u = manual(1)
  is(u:total(1) .. " " .. u:total(2) .. " " .. u:total(3), "1 -2 -2",
     "DES-S4 manual: seat 2 did not announce; seat 1's red nines take the pot")
end

-- DES-B1 stack = N. P-6's hand: seat 2 wins, seat 1 nets -2.
do
  local function p6(stack)
    local t = meld_game("3D 4D 5D 6D QC QH QS 9C 9H", "9S", { stack = stack })
    t:act("meld 3D 4D 5D 6D"); t:act("meld QC QH QS"); t:act("meld 9C 9H 9S")
    return t
  end
  local t = p6(2)
  ok(t:over(), "DES-B1 stack=2: seat 1 is left with 0 chips, below the stake: it leaves and the match ends")
  t = p6(3)
  ok(not t:over() and t:round() == 2, "DES-B1 stack=3: seat 1 keeps 1 chip, the stake: play goes on")
  -- B-5 with stack = 2: seats 2 and 3 fall to 0 and leave; the match ends.
  t = auto_game(3, { [1] = "7C 7D 7H 7S 2C 4D 9H JS KD" }, { stack = 2 })
  t:act("declare cuatro")
  ok(t:over(), "DES-B1 fewer than two seats left: the match is over")
  t = game { variant = "desmoche", players = 3, seed = 4, rules = { betting = "open", stack = 4 } }
  is(#t:legal(), 5, "DES-B9 stack=4: an open bet is at most the balance (0 to 4)")
end

-- DES-B9: betting = open.
do
  local t = game { variant = "desmoche", players = 3, seed = 4, rules = { betting = "open", fold = "free", hands = 0 } }
  is(t:phase() .. " " .. t:actor(), "bet 2", "DES-B9 after the deal the seat after the dealer bets first")
  is(#t:legal(), 11, "DES-B9 bet 0 to bet_max = 10")
  t:act("bet 2"); t:act("bet 0"); t:act("bet 5")
  while t:phase() == "declare" do t:act("pass") end
  while t:phase() == "cambio" do t:act(t:legal()[1]) end
  while t:phase() == "declare" do t:act("pass") end
  while t:round() == 1 do t:act("fold") end
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "-5 -2 0", "DES-B9 no winner: each seat loses its own bet")
  is(t:var("pot") .. " " .. t:phase(), "7 bet", "DES-B9 the pot of 7 carries; new bets are made next hand")

  local u = auto_game(3, { [1] = "7C 7D 7H 7S 2C 4D 9H JS KD" }, { betting = "open" })
  u:act("bet 1"); u:act("bet 2"); u:act("bet 3")
  u:act("declare cuatro")
  is(u:total(1) .. " " .. u:total(2) .. " " .. u:total(3), "5 -2 -3",
     "DES-B9 seat 1 bets 3 and wins the pot of 6 plus two Arriba bonuses of bet = 1: +5")
end

-- DES-B10 with stack = N (DES-B1): a seat that left the match gets back, at
-- the match's end, what it put into a pot still carried then. Three
-- players; only seat 2 plays the side game dos_par_rojo (S-3's hands:
-- nobody holds two red pairs); stack = 2, every seat folds each hand.
do
  local t = dealt_game(3, { "KC KS 4C 4S 2D 6H 8D 10H QD", "QC QS JC JS 3H 5D 7H 9D AH", "10C 10S 3C 3S 2C 2S 5H 7D 9H" },
                       { side_games = "dos_par_rojo", side_seats = "2", stack = 2, fold = "free", hands = 2 })
  local gives = { "2D", "3H", "5H" }
  while t:phase() == "declare" and t:round() == 1 do t:act("pass") end
  while t:phase() == "cambio" do t:act("cambio " .. gives[t:actor()]) end
  while t:phase() == "declare" and t:round() == 1 do t:act("pass") end
  while t:round() == 1 do t:act("fold") end
  -- Hand 1: no winner; seats 1 and 3 lose their stake (-1), seat 2 its
  -- stake and its side stake (-2): 2 - 2 = 0 chips, below the stake of 1.
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "-1 -2 -1", "DES-B4 hand 1 has no winner; seat 2 also pays its side stake")
  is(t:var("pot") .. " " .. t:var("side7"), "5 1",
     "DES-B4 DES-S5 hand 2 is dealt: the main pot of 3 carries plus two stakes; the side pot of 1 has no joiner left")
  ok(not t:over(), "DES-B1 seat 2 leaves the match; seats 1 and 3 (1 chip each) play on")
  while not t:over() do
    local ph = t:phase()
    if ph == "declare" then t:act("pass") elseif ph == "cambio" then t:act(t:legal()[1]) else t:act("fold") end
  end
  -- Hand 2 (the last, hands = 2): seats 1 and 3 stake 1 more, no winner;
  -- the main pot of 5 goes back to who paid it (1: 2, 2: 1, 3: 2), and
  -- the side pot's chip to seat 2, which put it in before it left.
  is(t:score(1) .. " " .. t:score(2) .. " " .. t:score(3), "1 2 1",
     "DES-B10 the carried pots go back to the seats that paid into them, the seat that left included")
  is(t:total(1) .. " " .. t:total(2) .. " " .. t:total(3), "0 0 0", "DES-B10 nobody won a hand: every chip is back")
end

-- DES-S4 manual, `announce GAME...`: several games on one line, in any
-- order, `-` for `_` (DES-S2). S-2's hands with oro and par_rojo; only
-- seat 2 announces, both games at once; every seat folds (fold = free).
do
  local s2 = { "9H 9D 2C 4C 6S 8S 10C QC KS", "JH JD 5C 5S 3D 7C AS KC QS", "AH 4D 6H 8D 10H 2S 3C 7S 7D" }
  local function manual(line)
    local u = dealt_game(3, s2, { side_games = "oro,par_rojo", side_announce = "manual", fold = "free" })
    local refused = {}
    while u:phase() == "declare" do
      if u:actor() == 2 then
        for _, bad in ipairs({ "announce oro oro", "announce bogus", "announce par_negro" }) do
          refused[#refused + 1] = u:try(bad) and "" or bad
        end
        u:act(line)
        refused[#refused + 1] = u:try("announce oro") and "" or "again"
      end
      u:act("pass")
    end
    while u:phase() == "cambio" do u:act("cambio " .. ({ "2C", "5C", "2S" })[u:actor()]) end
    while u:round() == 1 do u:act(u:phase() == "declare" and "pass" or "fold") end
    return u, table.concat(refused, ",")
  end
  -- oro: seat 2's JD is the only announced diamond; par_rojo: its red
  -- jacks. Each game's pot is 3: seat 2 nets -1 - 2 + 3 + 3 = +3, seats
  -- 1 and 3 lose their stake and two side stakes, -3.
  local u, refused = manual("announce par-rojo oro")
  is(u:total(1) .. " " .. u:total(2) .. " " .. u:total(3), "-3 3 -3",
     "DES-S4 `announce par-rojo oro`: one line announces both games; seat 2 takes both side pots")
  is(refused, "announce oro oro,announce bogus,announce par_negro,again",
     "DES-S4 refused: a game twice, an unknown game, a game not played, a game announced already")
  local said
  for _, line in ipairs(u:events(1)) do if line:find("announce") then said = line end end
  like(said or "", "announce oro par_rojo", "DES-S2 the line is written in DES-S2 order with `_`, and seat 1 sees it")
  u = manual("announce rombo")
  is(u:total(1) .. " " .. u:total(2) .. " " .. u:total(3), "-3 0 -3",
     "DES-S2 rombo is oro: seat 2 takes the oro pot (3); par_rojo, not announced, carries")
end

done()
