-- golf4 with plain options is played by the core's draw-and-replace kit
-- (core/replace.c, named through golf4's `overrides`); with
-- `overrides = false` by golf4's own Lua hooks. The two must be the same game: for every choice of every
-- option, random games from the same seeds give the same legal lists at
-- every decision, the same events in every seat's view and the same scores.
-- A plain() that let through an option the core does not play (paid_look's
-- `look`, pairs, the pot ...) makes the two differ here.
local lib = require "testlib"

local choices = {
  { "peek", "nearest2" }, { "peek", "none" }, { "peek", "any2" }, { "peek", "one" },
  { "knock_first_turn", "no" }, { "stock_out", "reshuffle" }, { "decks", 2 },
  { "pairs", "anywhere" }, { "pairs", "line" },
  { "queen", 12 }, { "queen", 20 }, { "black_queen_40", "on" }, { "one_eyed_jacks_wild", "on" },
  { "jacks", 0 }, { "jacks", "20_skip" }, { "jqk_0_12_13", "on" }, { "jokers", 2 },
  { "knock_penalty", "plus10" }, { "knock_penalty", "highest" }, { "knock_bonus", "zero" },
  { "knock_tie", "not_lowest" }, { "paid_look", 3 }, { "memory", "strict" }, { "memory", "open_hand" },
  { "unseen_replace_once", "on" }, { "face_up_replacements", "on" }, { "expose_each_turn", "on" },
  { "pot", 5 }, { "target", 60 },
}

local SEEDS = 12

local function differ(rules, players, seed, variant)
  return lib.kit_differs(variant or "golf4", rules, players, seed)
end

for _, c in ipairs(choices) do
  local name, value = c[1], c[2]
  local bad
  for seed = 1, SEEDS do
    local rules = { holes = 2, [name] = value }
    if name == "target" then rules.holes = nil end
    bad = differ(rules, 2 + seed % 4, seed)
    if bad then bad = "seed " .. seed .. ", " .. bad break end
  end
  ok(not bad, name .. " = " .. tostring(value) .. ": the core's turn and golf4's Lua hooks play the same games"
     .. (bad and (" (" .. bad .. ")") or ""))
end

-- House rules that replace one hook point (card_value; layout_score; a
-- rule's changed defaults) keep the kit for the rest of the turn: the same
-- games as their all-Lua play.
for _, v in ipairs { "golf4-kings-13", "tests/scripts/constant_score.lua", "variants/examples/golf4-queens20-wild.lua" } do
  local bad
  for seed = 1, SEEDS do
    bad = differ({ holes = 2 }, 2 + seed % 4, seed, v)
    if bad then bad = "seed " .. seed .. ", " .. bad break end
  end
  ok(not bad, v .. ": the kit with the house rule's own hook and its Lua hooks play the same games"
     .. (bad and (" (" .. bad .. ")") or ""))
end

-- The overrides are in force for plain options: the core's turn and sum
-- (G4-5: A 1, 5 face value, J 10, Q 10, K 0) score a stacked deal.
-- Deal order from the seat after the dealer (seat 1 deals a 2-player
-- game): slot k of seat 2, then of seat 1; then the turn-up.
local t_deck = "AS AH 5S 5H JS JH QS QH KS"
                     .. " AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD 2D"
                     .. " 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD 2H 3H 4H 6H"
                     .. " 7H 8H 9H 10H KH 2S 3S 4S 6S 7S 8S 9S 10S"
local t = game { variant = "golf4", players = 2, seed = 1, rules = { holes = 1 }, deck = t_deck }
t:act("knock")               -- seat 2 knocks; seat 1 has one more turn
t:act("draw discard")        -- the turn-up KS (K 0)
t:act("swap 4")              -- seat 1's QH (10) goes to the discards
is(t:total(1), 1 + 5 + 10 + 0, "seat 1: AH 5H JH KS = 1 + 5 + 10 + 0 (G4-5)")
is(t:total(2), 1 + 5 + 10 + 10, "seat 2: AS 5S JS QS = 1 + 5 + 10 + 10 (G4-5)")

-- A house rule with a card_value of its own keeps the kit, which sums its
-- values: the same deal scores its king 13, where golf4 says 0.
local k = game { variant = "golf4-kings-13", players = 2, seed = 1, rules = { holes = 1 }, deck = t_deck }
k:act("knock")
k:act("draw discard")
k:act("swap 4")
is(k:total(1), 1 + 5 + 10 + 13, "kings 13: seat 1 AH 5H JH KS = 1 + 5 + 10 + 13")
done()
