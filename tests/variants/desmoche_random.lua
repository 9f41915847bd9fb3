-- 300 random hands of each Desmoche preset (2 to 4 players, one hand a
-- game): after every action every card is in exactly one place
-- (t:check), every seat holds nine cards in hand and table (DES-P17 b; the
-- loose card is extra), no view shows another seat's hand but cards the
-- viewer saw go into it, face down (DES-P18), and
-- every hand ends.

local function counts(t)
  local hand, tab = {}, {}
  for line in t:view(1):gmatch("[^\n]+") do
    local s, kind, rest = line:match("^seat (%d+) (%a+)[^:]*:(.*)$")
    if s then
      s = tonumber(s)
      local n = 0
      for _ in rest:gmatch("%S+") do n = n + 1 end
      if kind == "hand" or kind == "held" then hand[s] = (hand[s] or 0) + n
      elseif kind == "meld" then tab[s] = (tab[s] or 0) + n end
    end
  end
  return hand, tab
end

local function private(t, n)
  for k = 1, n do
    local v = t:view(k)
    for j = 1, n do
      if j ~= k then
        local line = v:match("seat " .. j .. " hand:([^\n]*)")
        -- DES-P18: a card the viewer knew before it went into the hand (the
        -- Cambio card it gave, a waste card taken with draw discard) shows
        -- in brackets, face down; no face of the hand shows face up.
        if line and line:gsub("##", ""):gsub("%[%w+%]", ""):find("%S") then return false, k, j, line end
      end
    end
  end
  return true
end

local function run(variant, players_min, players_max, rules_for)
  local failures, worst, wins, empty = 0, 0, 0, 0
  for i = 1, 300 do
    local n = players_min + i % (players_max - players_min + 1)
    local rules = { hands = 1 }
    for k, v in pairs(rules_for(i)) do rules[k] = v end
    local t = game { variant = variant, players = n, seed = i, rules = rules }
    local steps, bad = 0, nil
    while not t:over() do
      local fine, err = t:check()
      if not fine then bad = err break end
      local hand, tab = counts(t)
      for s = 1, n do
        local want = (t:phase() == "play" and s == t:turn()) and 10 or 9
        if (hand[s] or 0) + (tab[s] or 0) ~= want then
          bad = "seat " .. s .. " holds " .. (hand[s] or 0) .. " + " .. (tab[s] or 0)
        end
      end
      local p, k, j, line = true, nil, nil, nil
      if t:phase() ~= "declare" then p, k, j, line = private(t, n) end   -- a declared hand is face up
      if not p then bad = "seat " .. k .. " sees seat " .. j .. "'s hand:" .. line end
      if bad then break end
      t:random_move()
      steps = steps + 1
      if steps > 20000 then bad = "did not end in 20000 actions" break end
    end
    if not bad then
      local fine, err = t:check()
      if not fine then bad = err end
      local sum = 0
      for s = 1, n do sum = sum + t:score(s) end
      if sum ~= 0 then bad = "the nets add up to " .. sum end   -- hands = 1: the pot is settled
    end
    if bad then
      failures = failures + 1
      diag(variant .. " seed " .. i .. " step " .. steps .. ": " .. bad)
    end
    if t:var("how") ~= 0 then wins = wins + 1 else empty = empty + 1 end
    if steps > worst then worst = steps end
  end
  is(failures, 0, variant .. ": 300 random hands keep the bookkeeping and end (longest " .. worst ..
     " actions, " .. wins .. " won, " .. empty .. " without a winner)")
end

-- Folding is legal at once for a seat without melds; half the hands play
-- without it so that more of them reach a win.
run("desmoche", 2, 4, function(i)
  if i % 2 == 0 then return { fold = "off" } end
  if i % 3 == 0 then return { split_runs = "on", ace_runs = "low_or_high", exact_tie = "split", side_games = "all" } end
  if i % 5 == 0 then return { betting = "open", strict_order = "on", hand_melds = "with_card", forced_layoff_own = "first" } end
  if i % 7 == 0 then return { recycle = "flip", must_use = "off", auto_declare = "on", meld_piles = 2 } end
  if i % 11 == 0 then return { layoff_any_time = "on", side_games = "all", side_announce = "manual", stack = 3 } end
  return {}
end)
run("conquien", 2, 4, function(i)
  if i % 2 == 0 then return { fold = "off", side_games = "oro" } end
  return { forced_layoff = "off", must_use = "off" }
end)
run("desmoche-online", 2, 2, function(i)
  if i % 2 == 0 then return { recycle = "keep" } end
  return {}
end)
done()
