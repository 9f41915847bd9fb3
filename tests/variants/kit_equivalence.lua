-- The face-up Golf variants on the draw-and-replace kit (golf.faceup_steps,
-- lua/kit.c) against their own Lua hooks (`overrides = false`): for each
-- option's patch, random games from the same seeds give the same legal
-- lists at every decision, the same events in every seat's view and the
-- same totals (G6-2 to G6-5, G8-3 to G8-7, G9-2 to G9-5, G10-1, G-8, G-9).
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
}

local SEEDS = 8

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
