-- The face-up Golf variants and the power-Golf variants on the
-- draw-and-replace kit (golf.faceup_steps, power.variant, lua/kit.c)
-- against their own Lua hooks (`overrides = false`): for each option's
-- patch, random games from the same seeds give the same legal lists at
-- every decision, the same events in every seat's view and the same totals
-- (G6-2 to G6-5, G8-3 to G8-7, G9-2 to G9-5, G10-1, G-8, G-9; PW-3 to
-- PW-19 with the CABO, CAM, PAB, CAC, CUM and DACZ rules).
local lib = require "testlib"

local cases = {
  { "golf6" }, { "golf6", "final_turns", "on" }, { "golf6", "flip_turn", "on" },
  { "golf6", "flip_on_discard", "on" }, { "golf6", "go_out", "on" }, { "golf6", "start_flips", "same_column" },
  { "golf6", "start_flips", "none_look_near_row" }, { "golf6", "rearrange", "on" }, { "golf6", "pairs", "anywhere" },
  { "golf6", "stock_out", "end" }, { "golf6", "jokers", 2 }, { "golf6", "target", 40 },
  { "golf8" }, { "golf8", "first_flips", "any2" }, { "golf8", "lock_full_columns", "on" },
  { "golf8", "final_turns", "off" }, { "golf8", "flip_on_discard", "off" },
  { "golf9" }, { "golf9", "start_flips", 0 }, { "golf9", "lowest_zero", "on" }, { "golf9", "remove_lines", "on" },
  { "golf9", "final_turns", "on" }, { "golf10" }, { "golf9-fuchs" },
  { "variants/examples/golf6-jack-columns.lua" }, { "variants/examples/golf6-twos-jokers.lua" },
  { "cabo" }, { "cabo", "match_naming", "one_by_one" }, { "cabo", "give_shortfall", "leave_empty" },
  { "cabo", "empty_end", "final_turns" }, { "cabo", "call_ends_turn", "yes" }, { "cabo", "caller_extra_turn", "yes" },
  { "cabo", "protect_caller", "on" }, { "cabo", "stock_out", "reshuffle" }, { "cabo", "swap_same_layout", "no" },
  { "cabo", "match_from_discard", "no" }, { "cabo", "peek", "any2" }, { "cabo", "call_first_turn", "no" },
  { "cabo", "target", 30 },
  { "cambio" }, { "cambio", "stock_out", "full_circle" }, { "cambio", "peek", "one" }, { "cambio", "decks", 2 },
  { "pablo" }, { "pablo", "replace_from_discard", "no" }, { "pablo", "joker_pair", "no" },
  { "pablo", "trade_optional", "yes" }, { "pablo", "caller_penalty", "plus_highest_nonneg" },
  { "pablo", "protect_caller", "on" }, { "pablo", "restock_fresh", "yes" },
  { "cactus" }, { "cactus", "priority", "discarder_first" }, { "cactus", "snap_chain", "no" },
  { "cactus", "snap_match", "value" }, { "cactus", "snap_attempts", "repeat" }, { "cactus", "snap_penalty_seen", "yes" },
  { "cactus", "empty_layout", "ends" }, { "cactus", "power_after_snap", "no" }, { "cactus", "tie_lead", "seat_order" },
  { "cactus", "match_tie", "play_on" },
  { "cumbia" }, { "cumbia", "call_ends_turn", "yes" }, { "cumbia", "caller_extra_turn", "yes" },
  { "cumbia", "power_from_discard", "plain" }, { "cumbia", "own_fail_penalty", 10 }, { "cumbia", "match_attempts", "one" },
  { "cumbia", "give_shortfall", "leave_empty" }, { "cumbia", "empty_layout", "ends" }, { "cumbia", "swap_same_layout", "no" },
  { "cumbia", "stock_out", "end" },
  { "dacz" }, { "dacz", "swap_same_layout", "no" }, { "dacz", "layout", "square" }, { "dacz", "stock_out", "end" },
  { "dacz", "target", 40 },
}

local SEEDS = 8

-- A variant that extends a Golf variant with a new grid keeps the family's
-- kit turn (kit_reads_shape: golf10 is 6-card on two rows of five, G10-2;
-- a house rule on three rows of three): the kit plays as many hook points
-- as in 6-card Golf, so the games compared above are the kit's against the
-- Lua hooks', not the Lua hooks' twice.
local six = game { variant = "golf6", players = 2, seed = 1 }:kit_points()
-- golf.faceup_steps: setup, score, match_over, legal.setup, legal.draw,
-- legal.place, and the actions flip, draw stock, draw discard, swap,
-- discard; golf6's layout_score is its own (columns, G6-5).
is(six, 11, "golf6: the kit plays the eleven hook points of the face-up turn")
is(game { variant = "golf10", players = 2, seed = 1 }:kit_points(), six, "golf10: the kit plays the same hook points as golf6")
is(game { variant = "tests/scripts/golf6_three_rows.lua", players = 2, seed = 1 }:kit_points(), six,
   "a house rule of golf6 on three rows of three: the kit plays the same hook points")
ok(not lib.kit_differs("tests/scripts/golf6_three_rows.lua", { holes = 2 }, 3, 4),
   "golf6 on three rows of three: the kit and the Lua hooks play the same games")
local own = game { variant = "golf10", players = 2, seed = 1, overrides = false }:kit_points()
ok(own < six, "golf10 with overrides = false: its turn in Lua (" .. own .. " hook points in the kit)")

local differ = lib.kit_differs

for _, c in ipairs(cases) do
  local variant, name, value = c[1], c[2], c[3]
  local bad
  for seed = 1, SEEDS do
    local rules = { holes = 2 }
    if name then rules[name] = value end
    if name == "target" then rules.holes = nil end
    bad = differ(variant, rules, 2 + seed % 3, seed)
    if bad then bad = "seed " .. seed .. ", " .. bad break end
  end
  ok(not bad, variant .. (name and (" " .. name .. " = " .. tostring(value)) or "")
     .. ": the kit and the variant's Lua hooks play the same games" .. (bad and (" (" .. bad .. ")") or ""))
end
done()
