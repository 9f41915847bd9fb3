-- The draw-meld-discard kit (core/meld.c, cw.meld) against the plain-Lua
-- reference Desmoche used before it (tests/variants/lib/meld_reference.lua):
-- in every position of random hands, for every seat, the kit's plays
-- (DES-P3 melds, lay-offs and Desmoche moves, DES-M6 validity, DES-M8
-- piles), its claim test (DES-P6 can use, DES-P9 alone), a claimed card's
-- plays (DES-P8), hand lay-offs (DES-P3 layoff_any_time), the DES-O6 guard
-- and the fold test (DES-P16) equal the reference's, in the same order.
-- And a variant whose kit parameters contradict each other is refused
-- before any deal with one line naming the file, the field and what was
-- expected.

local function run(variant, players_min, players_max, games, rules_for)
  local failures, steps_all = 0, 0
  for i = 1, games do
    local n = players_min + i % (players_max - players_min + 1)
    local rules = variant == "meld-positions" and {} or { hands = 1 }
    for k, v in pairs(rules_for(i)) do rules[k] = v end
    local made, t = pcall(game, { variant = variant, players = n, seed = 1000 + i, rules = rules })
    local steps, bad = 0, nil
    if not made then bad, t = t, nil end
    while t and not t:over() do
      local ok, err = pcall(t.random_move, t)
      if not ok then bad = err break end
      steps = steps + 1
      if steps > 3000 then bad = "did not end in 3000 actions" break end
    end
    steps_all = steps_all + steps
    if bad then
      failures = failures + 1
      if failures <= 3 then diag(variant .. " game " .. i .. " step " .. steps .. ": " .. bad) end
    end
  end
  is(failures, 0, variant .. ": " .. games .. " random hands (" .. steps_all .. " positions), the kit's plays equal the reference's")
end

-- DES-D8 ace_runs, DES-M6 split_runs, DES-M8 meld_piles, DES-P3 hand_melds
-- and layoff_any_time, DES-M7 strict_order: each parameter the kit takes.
run("desmoche-kit-check", 2, 4, 40, function(i)
  local r = { fold = "off" }
  if i % 2 == 0 then r.ace_runs = "low_or_high" end
  if i % 3 == 0 then r.split_runs = "on" end
  if i % 4 == 1 then r.meld_piles = 1 + i % 3 end
  if i % 5 == 0 then r.hand_melds = "with_card" end
  if i % 6 == 0 then r.strict_order = "on" end
  if i % 7 == 0 then r.layoff_any_time = "on"; r.must_use = "off" end
  return r
end)
run("desmoche-online-kit-check", 2, 2, 10, function(i)
  return { recycle_limit = 1 }
end)

-- Random positions with richer tables than random play reaches: up to
-- three melds a seat, runs up to ten cards, a loose card.
run("meld-positions", 2, 4, 400, function(i)
  local r = { melds_each = 1 + i % 3 }
  if i % 2 == 0 then r.ace_runs = "low_or_high" end
  if i % 3 == 0 then r.split_runs = "on" end
  if i % 4 == 1 then r.meld_piles = 1 + i % 3 end
  if i % 5 == 0 then r.hand_melds = "with_card" end
  return r
end)

-- Contradictory or wrong kit parameters: one line, before any deal.
local function load_error(path)
  local ok, err = pcall(game, { variant = path, players = 2 })
  return ok and "loaded" or err
end
local e = load_error("tests/scripts/meld_kit_contradiction.lua")
like(e, "^meld_kit_contradiction%.lua:5: meld_kit%.run_max is 3, expected a number from run_min %(4%) to 13$",
     "run_max below run_min: the file, the field and what was expected (DES-M1)")
e = load_error("tests/scripts/meld_kit_bad_role.lua")
like(e, "^variant 'meld%-kit%-bad%-role': meld_kit%.verbs%.move: expected the name of one of the variant's actions with arguments 'cnn' %('shift' is not declared%)$",
     "a role naming an undeclared action (DES-P13)")
e = load_error("tests/scripts/meld_kit_piles.lua")
like(e, "^meld_kit_piles%.lua:4: meld_kit%.piles is 5, expected a number from 1 to the variant's meld zones %(3%)$",
     "more piles than meld zones (DES-M8)")
ok(not e:find("\n"), "the error is one line")
done()
