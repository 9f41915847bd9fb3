-- The deals of the power-Golf variants and of Desmoche, worked out from
-- the rules text: player counts, the pack, the stock left after the deal,
-- the initial peek. Each test names the rule it checks.

-- Player counts (PW-2; DES-D1, DES-O1): the smallest and largest table
-- are dealt, one seat more or less is refused.
local function deals(variant, players)
  return pcall(game, { variant = variant, players = players, seed = 1 })
end
for _, v in ipairs({ { "cabo", "CABO-D1" }, { "cumbia", "CUM-D1" }, { "pablo", "PAB-D1" },
                     { "cactus", "CAC-D1" }, { "dacz", "DACZ-D1" } }) do
  ok(deals(v[1], 2) and deals(v[1], 8), v[2] .. " " .. v[1] .. ": 2 to 8 players are dealt")
  ok(not deals(v[1], 9) and not deals(v[1], 1), v[2] .. " " .. v[1] .. ": 1 or 9 players are refused")
end
ok(deals("desmoche", 2) and deals("desmoche", 4) and not deals("desmoche", 5), "DES-D1 desmoche: 2, 3 or 4 players")
ok(deals("conquien", 4) and not deals("conquien", 5), "DES-D1 conquien: 2, 3 or 4 players")
ok(deals("desmoche-online", 2) and not deals("desmoche-online", 3), "DES-O1 desmoche-online: exactly two players")

-- The pack and the deal (PW-3): four cards to each of 3 seats and the
-- up-card leave 52 - 12 - 1 = 39 cards in the stock; Pablo's pack has two
-- jokers, 54 - 13 = 41. Cactus turns no up-card (CAC-D2): 52 - 12 = 40,
-- and its discard pile starts empty.
do
  local t = game { variant = "cactus", players = 3, seed = 7 }
  is(t:stock_count(), 40, "CAC-D1 CAC-D2 cactus, 3 players: no up-card, the stock holds 40 cards")
end
for _, v in ipairs({ { "cabo", "CABO-D1 CABO-D2", 39 }, { "cumbia", "CUM-D1 CUM-D2", 39 },
                     { "dacz", "DACZ-D1", 39 }, { "pablo", "PAB-D1 PAB-D2", 41 } }) do
  local t = game { variant = v[1], players = 3, seed = 7 }
  is(t:stock_count(), v[3], v[2] .. " " .. v[1] .. ", 3 players: the stock holds " .. v[3] .. " cards after the deal")
  ok(t:discard_top() ~= nil and t:discard_top() ~= "", v[2] .. " " .. v[1] .. ": the up-card starts the discard pile (PW-3)")
end

-- The initial peek: slots 3 and 4, known to the owner only (PAB-D3, CUM-D3).
for _, v in ipairs({ { "pablo", "PAB-D3" }, { "cumbia", "CUM-D3" } }) do
  local t = game { variant = v[1], players = 2, seed = 3 }
  for _ = 1, 4 do if t:phase() == "peek" then t:act(t:legal()[1]) end end
  like(t:view(1), "seat 1 layout: ## ## / %[%w+%] %[%w+%]", v[2] .. " " .. v[1] .. ": seat 1 knows its slots 3 and 4")
  like(t:view(1), "seat 2 layout: ## ## / ## ##", v[2] .. " " .. v[1] .. ": and none of seat 2's")
end

-- DES-D2, DES-D6: one 52-card pack, nine cards to each seat; the rest is
-- the stock: 34 cards with 2 players, 25 with 3, 16 with 4. DES-O3: the
-- online preset deals the same way, then turns one card (DES-O4): 33.
for players, left in pairs({ [2] = 34, [3] = 25, [4] = 16 }) do
  local t = game { variant = "desmoche", players = players, seed = 11 }
  is(t:stock_count(), left, "DES-D2 DES-D6 " .. players .. " players: the stock holds " .. left .. " cards")
end
do
  local t = game { variant = "desmoche-online", players = 2, seed = 11 }
  local n = t:stock_count()
  ok(n == 34 or n == 33, "DES-O3 desmoche-online deals nine each: 34 left, 33 once the first discard is turned (DES-O4): " .. n)
end

done()
