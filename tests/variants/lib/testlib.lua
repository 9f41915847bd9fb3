-- What the variant tests share. `cardwright test FILE` puts the lib/
-- folder beside FILE first on the path, so the files of tests/variants/
-- say `local lib = require "testlib"`.
local lib = {}

local SUITS = { "S", "H", "D", "C" }
local RANKS = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K" }

-- A whole pack as a real-table deck line, top card first: the cards of
-- `prefix` in order, then every other card of one 52-card deck, then the
-- jokers (`jokers` of them in the pack, default none) not named already.
function lib.full_deck(prefix, jokers)
  local used, out = {}, {}
  for tok in prefix:gmatch("%S+") do used[tok] = (used[tok] or 0) + 1; out[#out + 1] = tok end
  for _, s in ipairs(SUITS) do
    for _, r in ipairs(RANKS) do
      if not used[r .. s] then out[#out + 1] = r .. s end
    end
  end
  for _ = (used.X or 0) + 1, jokers or 0 do out[#out + 1] = "X" end
  return table.concat(out, " ")
end

-- lib.dealer{jokers = N}: a function deal(layouts, ...) giving the deck
-- that deals these layouts (one string per seat, seat 1 dealing: card k
-- goes to seats 2, 3, ..., 1 in turn, G-2, PW-3), followed by the cards of
-- each further string (the turn-up, the stock), then the rest of the pack
-- (with N jokers, default none). lib.deal is the one without jokers.
function lib.dealer(pack)
  return function(layouts, ...) return lib.stack(layouts, { ... }, pack.jokers) end
end

function lib.stack(layouts, rest, jokers)
  local n, rows, out = #layouts, {}, {}
  for s = 1, n do
    rows[s] = {}
    for x in layouts[s]:gmatch("%S+") do rows[s][#rows[s] + 1] = x end
  end
  for k = 1, #rows[1] do
    for i = 1, n do out[#out + 1] = rows[i % n + 1][k] end
  end
  for _, r in ipairs(rest) do out[#out + 1] = r end
  return lib.full_deck(table.concat(out, " "), jokers)
end

lib.deal = lib.dealer {}

-- Whether s contains x as plain text.
function lib.has(s, x) return s:find(x, 1, true) ~= nil end

-- Plays spec.n random rounds of spec.variant: round i with
-- spec.players(i) seats (default 2 + i % 7), seed i, the options
-- spec.rules(i), moves drawn with seed i * spec.stride + step. After every
-- action each card is in exactly one place (t:check), and a round ends
-- within spec.bound actions. Returns the number of rounds that failed,
-- each told by a diag line.
function lib.random_rounds(spec)
  local failures = 0
  for i = 1, spec.n do
    local players = spec.players and spec.players(i) or 2 + (i % 7)
    local g = game { variant = spec.variant, players = players, seed = i, rules = spec.rules(i) }
    local steps = 0
    while not g:over() do
      g:random_move(i * spec.stride + steps)
      steps = steps + 1
      local fine, e = g:check()
      if not fine then failures = failures + 1; diag("seed " .. i .. ": " .. e); break end
      if steps > spec.bound then failures = failures + 1; diag("seed " .. i .. " did not end"); break end
    end
  end
  return failures
end

-- The kit's turn against the variant's own Lua hooks (`overrides = false`):
-- both games played in step from one seed with the same random moves.
-- Returns nil, or where they first differ: a legal list, a total, a seat's
-- events.
function lib.kit_differs(variant, rules, players, seed)
  local a = game { variant = variant, players = players, seed = seed, rules = rules }
  local b = game { variant = variant, players = players, seed = seed, rules = rules, overrides = false }
  local step = 0
  while not a:over() or not b:over() do
    if a:over() ~= b:over() then return "step " .. step .. ": one game is over, the other is not" end
    local la, lb = table.concat(a:legal(), ","), table.concat(b:legal(), ",")
    if la ~= lb then return "step " .. step .. ": legal " .. la .. " against " .. lb end
    a:random_move()
    b:random_move()
    step = step + 1
  end
  for seat = 1, players do
    if a:total(seat) ~= b:total(seat) then
      return "seat " .. seat .. " total " .. a:total(seat) .. " against " .. b:total(seat)
    end
    local ea, eb = a:events(seat), b:events(seat)
    if #ea ~= #eb then return "seat " .. seat .. ": " .. #ea .. " events against " .. #eb end
    for i = 1, #ea do
      if ea[i] ~= eb[i] then return "seat " .. seat .. " event " .. i .. ": " .. ea[i] .. " against " .. eb[i] end
    end
  end
  return nil
end

return lib
