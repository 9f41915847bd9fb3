-- 4-card Golf play options (rules/golf.md, "Options of 4-card Golf"):
-- paid_look, memory = open_hand, unseen_replace_once, face_up_replacements,
-- expose_each_turn, pot with pot_cap. Every expected value below is worked
-- out by hand from the rules text and the fixed decks.

local lib = require "testlib"   -- lib.deal: the deck that deals given layouts (G-2)

-- The layouts of every fixed-deck game below ("far row / near row"):
-- seat 1 AS 2S / 5S KS = 1+2+5+0 = 8; seat 2 AH 2H / 2D KH = 1+2+2+0 = 5;
-- seat 3 3H 9D / KC KD = 3+9+0+0 = 12. 3C is turned up; the stock is
-- 4C 5C 6C 7C 8C 9C 10C JC QC 4D 5D 6D 7D 8D, then the rest.
local L = { "AS 2S 5S KS", "AH 2H 2D KH", "3H 9D KC KD" }
local DECK = lib.deal(L, "3C 4C 5C 6C 7C 8C 9C 10C JC QC 4D 5D 6D 7D 8D")

local function new(rules)
  rules.holes = rules.holes or 1
  return game { variant = "golf4", players = 3, deck = DECK, rules = rules }
end

local function legal(t)
  local l = t:legal()
  table.sort(l)
  return table.concat(l, ", ")
end

local function scores(t)
  return t:score(1) .. "/" .. t:score(2) .. "/" .. t:score(3)
end

local function row(t, seat)
  local v = t:view(seat)
  return v:match("seat " .. seat .. " layout: [^\n]*")
end

local function pass_turn(t) t:act("draw stock"); t:act("discard") end

-- ---- paid_look ----------------------------------------------------------
local t = new {}
is(legal(t), "draw discard, draw stock, knock", "paid_look=off: no look is offered")
ok(not t:try("look 1"), "paid_look=off: look 1 is refused")

t = new { paid_look = 1 }
is(t:face(2, 1) .. " " .. t:face(3, 4) .. " " .. t:discard_top(), "AH KD 3C", "the fixed deck deals the layouts")
is(legal(t), "draw discard, draw stock, knock, look 1, look 2",
   "paid_look: seat 2 may look at its unseen slots 1 and 2 (slots 3, 4 were peeked)")
t:act("look 1")
is(row(t, 2), "seat 2 layout: [AH] ## / [2D] [KH]", "paid_look: the look shows AH to its owner")
like(t:view(3), "seat 2 layout: ## ## / ## ##", "paid_look: another seat sees nothing of the look")
ok(not t:view(1):find("AH"), "paid_look: AH is not in seat 1's view")
is(legal(t), "draw discard, draw stock, pass", "paid_look: after a look, draw or end the turn; no knock, no second look")
t:act("pass")                                      -- the look was the whole turn
is(t:actor(), 3, "paid_look: look 1, pass is a whole turn")
t:act("look 2"); pass_turn(t)                      -- seat 3: look before drawing 4C, discard it
is(t:actor(), 1, "paid_look: seat 3 looked, then drew and discarded")
is(t:turns(3), 1, "paid_look: a look and a draw are one turn")
t:act("knock")                                     -- seat 1
is(legal(t), "draw discard, draw stock, look 2", "paid_look: slot 1 is known now; no knock after a knock")
t:act("look 2"); pass_turn(t)                      -- seat 2, 5C
pass_turn(t)                                       -- seat 3, 6C
ok(t:over(), "paid_look: the knock ended the hole")
is(scores(t), "8/7/13", "paid_look=1: seat 2 looked twice 5+2 = 7, seat 3 once 12+1 = 13")

-- The price counts in the hole score the knock compares: seat 1 (8) knocks;
-- seat 2 looks twice at 2 a look, 5+4 = 9, so seat 1 is lowest and escapes plus10.
local function look_knock(rules)
  local t = new(rules)
  t:act("look 1"); t:act("pass")                   -- seat 2
  pass_turn(t)                                     -- seat 3
  t:act("knock")                                   -- seat 1
  t:act("look 2"); pass_turn(t)                    -- seat 2
  pass_turn(t)                                     -- seat 3
  return t
end
t = look_knock { paid_look = 2, knock_penalty = "plus10" }
is(scores(t), "8/9/12", "paid_look=2 with plus10: 5+2x2 = 9 > 8, the knocker is lowest and keeps 8")
t = look_knock { paid_look = 1, knock_penalty = "plus10" }
is(scores(t), "18/7/12", "paid_look=1 with plus10: 5+2 = 7 < 8, the knocker pays 8+10 = 18")

-- ---- memory = open_hand ---------------------------------------------------
t = new { memory = "open_hand" }
is(row(t, 2), "seat 2 layout: [AH] [2H] / [2D] [KH]", "memory=open_hand: the owner knows all four cards at the deal")
like(t:view(3), "seat 2 layout: ## ## / ## ##", "memory=open_hand: nobody else does")
like(t:view(3), "seat 3 layout: %[3H%] %[9D%] / %[KC%] %[KD%]", "memory=open_hand: seat 3 knows its own four")
t:act("draw stock"); t:act("swap 1")               -- seat 2: 4C into slot 1, face down
is(row(t, 2), "seat 2 layout: [4C] [2H] / [2D] [KH]", "memory=open_hand: the card put into the layout is known to its owner")
like(t:view(1), "seat 2 layout: ## ## / ## ##", "memory=open_hand: the replacement stays hidden from the others")
t = new { memory = "open_hand", paid_look = 1 }
is(legal(t), "draw discard, draw stock, knock", "memory=open_hand: nothing is left to look at, no look is offered")
t = new { memory = "open_hand", peek = "any2" }
is(t:phase(), "peek", "memory=open_hand, peek=any2: the peek phase still records the chosen slots")
is(legal(t), "peek 1, peek 2, peek 3, peek 4", "memory=open_hand: every slot may be chosen")
t = new { memory = "strict" }
is(row(t, 2), "seat 2 layout: ## ## / [2D] [KH]", "memory=strict: the engine still knows only the peeked cards")

-- ---- unseen_replace_once --------------------------------------------------
t = new { unseen_replace_once = "on" }
t:act("draw stock"); t:act("swap 1")               -- seat 2: 4C into unseen slot 1
pass_turn(t); pass_turn(t)                         -- seats 3, 1: 5C, 6C
t:act("draw stock")                                -- seat 2: 7C
is(legal(t), "discard, swap 2, swap 3, swap 4", "unseen_replace_once: slot 1 (not peeked) was replaced once already")
t:act("swap 3")                                    -- a peeked slot: no limit
pass_turn(t); pass_turn(t)                         -- 8C, 9C
t:act("draw stock")                                -- 10C
is(legal(t), "discard, swap 2, swap 3, swap 4", "unseen_replace_once: peeked slot 3 may be replaced again")
t = new { unseen_replace_once = "off" }
t:act("draw stock"); t:act("swap 1"); pass_turn(t); pass_turn(t); t:act("draw stock")
is(legal(t), "discard, swap 1, swap 2, swap 3, swap 4", "unseen_replace_once=off: slot 1 may be replaced again")

-- peek = any2: the unseen slots are the two not chosen.
t = new { unseen_replace_once = "on", peek = "any2" }
for _ = 1, 3 do t:act("peek 1"); t:act("peek 2") end     -- seats 2, 3, 1 look at slots 1 and 2
t:act("draw stock"); t:act("swap 3")               -- seat 2: 4C into unseen slot 3
t:act("draw stock"); t:act("swap 1")               -- seat 3: 5C into peeked slot 1
pass_turn(t)                                       -- seat 1: 6C
t:act("draw stock"); t:act("swap 1")               -- seat 2: 7C into peeked slot 1
pass_turn(t)                                       -- seat 3: 8C
pass_turn(t)                                       -- seat 1: 9C
t:act("draw stock")                                -- seat 2: 10C
is(legal(t), "discard, swap 1, swap 2, swap 4", "unseen_replace_once, peek=any2: unseen slot 3 is used up, peeked slot 1 is not")

-- peek = none: all four slots are unseen; once each is replaced, a discard
-- draw (which must be placed, G-4) is no longer offered.
t = new { unseen_replace_once = "on", peek = "none" }
for slot = 1, 4 do
  t:act("draw stock"); t:act("swap " .. slot)       -- seat 2: 4C 7C 10C 4D into slots 1-4
  if slot < 4 then pass_turn(t); pass_turn(t) end
end
pass_turn(t); pass_turn(t)                         -- seats 3, 1: 5D, 6D
is(legal(t), "draw stock, knock", "unseen_replace_once, peek=none: every slot used, no discard draw")
t:act("draw stock")
is(legal(t), "discard", "unseen_replace_once, peek=none: a stock draw can only be discarded")
ok(t:check(), "unseen_replace_once: every card accounted for")

-- ---- face_up_replacements -------------------------------------------------
t = new { face_up_replacements = "on", knock_penalty = "plus10" }
t:act("draw stock"); t:act("swap 1")               -- seat 2: 4C face up into slot 1, AH discarded
like(t:view(3), "seat 2 layout: 4C ## / ## ##", "face_up_replacements: the placed card is face up for everybody")
is(row(t, 2), "seat 2 layout: 4C ## / [2D] [KH]", "face_up_replacements: its owner sees it face up too")
pass_turn(t); pass_turn(t)                         -- 5C, 6C
t:act("draw stock"); t:act("swap 2")               -- 7C
pass_turn(t); pass_turn(t)                         -- 8C, 9C
t:act("draw stock"); t:act("swap 3")               -- 10C
pass_turn(t); pass_turn(t)                         -- JC, QC
t:act("draw stock"); t:act("swap 4")               -- 4D: seat 2 is all face up
is(t:caller(), 2, "face_up_replacements: a layout all face up ends the hole like a knock")
is(t:actor(), 3, "face_up_replacements: every other player has one more turn")
is(legal(t), "draw discard, draw stock", "face_up_replacements: no knock in the final turns")
pass_turn(t)                                       -- seat 3: 5D
ok(not t:over(), "face_up_replacements: seat 1 still has its final turn")
pass_turn(t)                                       -- seat 1: 6D
ok(t:over(), "face_up_replacements: the hole ends after the final turns")
is(scores(t), "8/25/12", "face_up_replacements: 4C 7C 10C 4D = 25; no knock, so no knock penalty")

-- Knocking stays allowed; whichever end comes first applies.
t = new { face_up_replacements = "on" }
t:act("draw stock"); t:act("swap 1")               -- seat 2: 4C
pass_turn(t)                                       -- seat 3
is(legal(t), "draw discard, draw stock, knock", "face_up_replacements: knocking stays allowed")
t:act("knock")                                     -- seat 1
pass_turn(t); pass_turn(t)
ok(t:over() and t:caller() == 1, "face_up_replacements: the knock came first and ended the hole")
is(scores(t), "8/8/12", "face_up_replacements: seat 2 4C 2H 2D KH = 8")

-- ---- expose_each_turn ---------------------------------------------------
t = new { expose_each_turn = "on" }
is(legal(t), "draw discard, draw stock", "expose_each_turn: no knocking")
t:act("draw stock")                                -- seat 2: 4C
t:act("discard")
is(t:phase(), "flip", "expose_each_turn: discarding a stock draw forces a flip")
is(legal(t), "flip 1, flip 2, flip 3, flip 4", "expose_each_turn: any face-down card may be turned")
t:act("flip 1")                                    -- AH up
like(t:view(3), "seat 2 layout: AH ## / ## ##", "expose_each_turn: the flipped card is face up for all")
t:act("draw discard")                              -- seat 3: 4C
is(legal(t), "swap 1, swap 2, swap 3, swap 4", "expose_each_turn: a discard draw must be placed")
t:act("swap 1")                                    -- 4C face up, 3H discarded
like(t:view(1), "seat 3 layout: 4C ## / ## ##", "expose_each_turn: the replacement goes face up")
is(t:discard_top(), "3H", "expose_each_turn: the replaced card is discarded")
t:act("draw stock"); t:act("swap 2")               -- seat 1: 5C face up, 2S discarded
t:act("draw stock")                                -- seat 2: 6C
is(legal(t), "discard, swap 2, swap 3, swap 4", "expose_each_turn: face-up AH can no longer be replaced")
t:act("discard"); t:act("flip 2")
t:act("draw stock"); t:act("discard"); t:act("flip 2")   -- seat 3: 7C, 9D up
t:act("draw stock"); t:act("discard")              -- seat 1: 8C
is(legal(t), "flip 1, flip 3, flip 4", "expose_each_turn: only face-down cards may be flipped")
t:act("flip 1")
for _ = 1, 3 do t:act("draw stock"); t:act("discard"); t:act("flip 3") end   -- 9C 10C JC
ok(not t:over(), "expose_each_turn: the hole goes on while a card is face down")
t:act("draw stock"); t:act("discard"); t:act("flip 4")    -- seat 2: QC; all face up
t:act("draw stock"); t:act("discard"); t:act("flip 4")    -- seat 3: 4D
ok(not t:over(), "expose_each_turn: one layout face down is enough to go on")
t:act("draw stock"); t:act("discard"); t:act("flip 4")    -- seat 1: 5D
ok(t:over(), "expose_each_turn: the hole ends when every layout is face up")
is(t:caller(), nil, "expose_each_turn: nobody knocked")
is(scores(t), "11/5/13", "expose_each_turn: AS 5C 5S KS = 11, AH 2H 2D KH = 5, 4C 9D KC KD = 13")

-- A seat whose layout is all face up has nothing left to do: its turns are
-- skipped. jacks=20_skip makes seat 3 lag one card behind: seat 2 discards JC.
t = game { variant = "golf4", players = 3, rules = { holes = 1, expose_each_turn = "on", jacks = "20_skip" },
           deck = lib.deal(L, "3C JC 4C 5C 6C 7C 8C 9C 10C QC 4D 5D 6D 7D 8D") }
t:act("draw stock"); t:act("discard"); t:act("flip 1")          -- seat 2: JC, seat 3 loses its turn
is(t:actor(), 1, "expose_each_turn with jacks=20_skip: seat 3 lost its turn")
t:act("draw stock"); t:act("discard"); t:act("flip 1")          -- seat 1: 4C
for k = 2, 4 do
  t:act("draw stock"); t:act("discard"); t:act("flip " .. k)    -- seat 2
  t:act("draw stock"); t:act("discard"); t:act("flip " .. (k - 1)) -- seat 3
  t:act("draw stock"); t:act("discard"); t:act("flip " .. k)    -- seat 1
end
ok(not t:over(), "expose_each_turn: seat 3 still has a face-down card")
is(t:actor(), 3, "expose_each_turn: seat 2, all face up, is skipped")
is(legal(t), "draw discard, draw stock", "expose_each_turn: seat 3 plays on")
t:act("draw stock"); t:act("discard"); t:act("flip 4")
ok(t:over(), "expose_each_turn: seat 3's last card ends the hole")
is(t:turns(2) .. "/" .. t:turns(3) .. "/" .. t:turns(1), "4/4/4", "expose_each_turn: four turns each, seat 3's fifth after a lost one")
is(scores(t), "8/5/12", "expose_each_turn: nothing replaced, 8 / 5 / 12")

-- ---- pot and pot_cap ------------------------------------------------------
-- Chips are net balances from 0 (golf.md gives no starting stack): the ante
-- takes N from each seat into the pot (variable `pot`; each seat's balance
-- is the seat variable `chips`, which the test words cannot read, so the
-- balances are worked out in the comments and the pot is checked).
t = new { pot = 2 }
is(t:var("pot"), 6, "pot=2: every player puts 2 in at the start of the match, 3 x 2 = 6")
t = new { pot = 5 }
t:act("knock"); pass_turn(t); pass_turn(t)         -- seat 2 knocks with the lowest 5
is(t:var("pot"), 0, "pot: a lowest knocker takes the pot (seat 2: -5 + 15 = 10; the others -5)")

-- Seat 1 knocks with 8 and is beaten by seat 2's 5.
local function beaten(rules)
  local t = new(rules)
  pass_turn(t); pass_turn(t)                       -- seats 2, 3
  t:act("knock")                                   -- seat 1
  pass_turn(t); pass_turn(t)
  return t
end
t = beaten { pot = 5 }
is(t:var("pot"), 30, "pot: a beaten knocker pays the pot's 15 into it, doubling it (seat 1: -5 - 15 = -20)")
t = beaten { pot = 5, pot_cap = 4 }
is(t:var("pot"), 19, "pot_cap=4: the beaten knocker pays at most 4, 15 + 4 = 19 (seat 1: -9)")
t = beaten { pot = 5, pot_cap = 20 }
is(t:var("pot"), 30, "pot_cap=20: a cap above the pot changes nothing, 30")
is(t:score(1), 8, "pot: chips are separate from the hole score")
t = beaten { pot = 5, knock_tie = "not_lowest" }
is(t:var("pot"), 30, "pot: still 30 with knock_tie=not_lowest")

-- Ties follow knock_tie: seat 2 (5) knocks; seat 3 holds 2C 3C / KC KD = 5 too.
local TIE = lib.deal({ "AS 2S 5S KS", "AH 2H 2D KH", "2C 3C KC KD" }, "3D 4D 5D 6D 7D")
local function tie(rules)
  rules.holes = 1
  local t = game { variant = "golf4", players = 3, deck = TIE, rules = rules }
  t:act("knock"); pass_turn(t); pass_turn(t)
  return t
end
is(tie({ pot = 1 }):var("pot"), 0, "pot with knock_tie=lowest: a knocker tied for lowest takes the pot")
is(tie({ pot = 1, knock_tie = "not_lowest" }):var("pot"), 6, "pot with knock_tie=not_lowest: the tied knocker pays 3, 3 + 3 = 6")

-- A hole without a knock leaves the pot: face_up_replacements ends the hole.
t = new { pot = 1, face_up_replacements = "on" }
for slot = 1, 4 do
  t:act("draw stock"); t:act("swap " .. slot)
  pass_turn(t); pass_turn(t)
end
ok(t:over() and t:caller() == 2, "pot: the hole ended by seat 2's face-up layout, not a knock")
is(t:var("pot"), 3, "pot: a hole without a knock leaves the pot as it is, 3")

-- Two holes, pot = 2. Balances (seat 1 / 2 / 3), pot:
--   match start, each puts 2 in:                     -2 / -2 / -2, pot 6
--   hole 1, seat 2 knocks with 5 (8 / 5 / 12), lowest, takes 6: -2 / 4 / -2, pot 0
--   hole 2 starts, each puts 2 in again:             -4 / 2 / -4, pot 6
--   hole 2, seat 3 knocks with 31 (15 / 13 / 31), beaten, pays 6: -4 / 2 / -10, pot 12
--   (pot_cap = 4: pays 4: -4 / 2 / -8, pot 10)
-- Hole 2 is shuffled by the engine's RNG (seed 1); its deal is checked first.
local function two_holes(rules)
  rules.holes = 2
  local t = game { variant = "golf4", players = 3, seed = 1, deck = DECK, rules = rules }
  is(t:var("pot"), 6, "pot over two holes: the ante, 6")
  t:act("knock"); pass_turn(t); pass_turn(t)       -- hole 1: seats 2, 3, 1
  is(t:round(), 2, "pot over two holes: hole 2 has begun")
  is(t:total(1) .. "/" .. t:total(2) .. "/" .. t:total(3), "8/5/12", "hole 1 scores 8 / 5 / 12")
  is(t:var("pot"), 6, "pot over two holes: seat 2 took 6 and everybody put 2 in again, 6")
  local l = {}
  for s = 1, 3 do l[s] = t:face(s, 1) .. " " .. t:face(s, 2) .. " / " .. t:face(s, 3) .. " " .. t:face(s, 4) end
  is(table.concat(l, " | "), "AH 8H / 5D AS | 3H 7C / KH 3S | JH 7D / 4C JD",
     "hole 2 deal (seed 1): 1+8+5+1 = 15, 3+7+0+3 = 13, 10+7+4+10 = 31")
  is(t:actor(), 3, "hole 2: seat 2 deals, seat 3 plays first")
  t:act("knock"); pass_turn(t); pass_turn(t)       -- hole 2: seats 3, 1, 2
  ok(t:over(), "the two-hole match is over")
  is(t:total(1) .. "/" .. t:total(2) .. "/" .. t:total(3), "23/18/43", "totals 8+15, 5+13, 12+31")
  return t
end
is(two_holes({ pot = 2 }):var("pot"), 12, "pot over two holes: seat 3, beaten, doubles the pot to 12")
is(two_holes({ pot = 2, pot_cap = 4 }):var("pot"), 10, "pot over two holes, pot_cap=4: seat 3 pays 4, pot 10")

-- ---- 200 random holes per option, t:check() after every action ------------
local configs = {
  { name = "paid_look=1", rules = { paid_look = 1 } },
  { name = "paid_look=3, peek=one", rules = { paid_look = 3, peek = "one" } },
  { name = "memory=open_hand", rules = { memory = "open_hand" } },
  { name = "memory=open_hand, peek=any2", rules = { memory = "open_hand", peek = "any2" } },
  { name = "unseen_replace_once", rules = { unseen_replace_once = "on" } },
  { name = "unseen_replace_once, peek=none", rules = { unseen_replace_once = "on", peek = "none", stock_out = "reshuffle" } },
  { name = "face_up_replacements", rules = { face_up_replacements = "on" } },
  { name = "expose_each_turn", rules = { expose_each_turn = "on" } },
  { name = "expose_each_turn, jacks=20_skip, reshuffle", rules = { expose_each_turn = "on", jacks = "20_skip", stock_out = "reshuffle" } },
  { name = "pot=2, pot_cap=3", rules = { pot = 2, pot_cap = 3, holes = 2 } },
  { name = "all at once", rules = { paid_look = 1, memory = "open_hand", unseen_replace_once = "on",
                                    face_up_replacements = "on", pot = 1, knock_penalty = "plus10" } },
}
for _, c in ipairs(configs) do
  local bad, why = 0, nil
  for i = 1, 200 do
    local rules = { holes = 1 }
    for k, v in pairs(c.rules) do rules[k] = v end
    local r = game { variant = "golf4", players = 2 + i % 7, seed = i, rules = rules }
    local n = 0
    while not r:over() and n < 3000 do
      r:random_move()
      n = n + 1
      local fine, err = r:check()
      if not fine then bad = bad + 1; why = why or ("seed " .. i .. ": " .. err); break end
    end
    if not r:over() then bad = bad + 1; why = why or ("seed " .. i .. " did not end") end
    if rules.pot and r:var("pot") < 0 then bad = bad + 1; why = why or ("seed " .. i .. ": a negative pot") end
  end
  if why then diag(c.name .. ": " .. why) end
  is(bad, 0, c.name .. ": 200 random holes keep every card in one place and end")
end

done()
