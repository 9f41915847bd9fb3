-- A Desmoche preset whose every legal hook first compares the core's
-- draw-meld-discard kit (cw.meld) with the plain-Lua reference
-- (meld_reference.lua) on the position at hand, for every seat, and raises
-- on the first difference. Used by tests/variants/desmoche_kit.lua.
local R = require "meld_reference"

local ROLE = { meld = "new", layoff = "layoff", desmoche = "move" }

local function text(g, role, cards, a, b)
  local t = {}
  for i, c in ipairs(cards) do t[i] = g:face(c) end
  return role .. " " .. table.concat(t, " ") .. " " .. tostring(a or "") .. " " .. tostring(b or "")
end

local function hand_of(g, seat)
  local t = {}
  for i = 1, g:count(g:hand(seat)) do t[i] = g:at(g:hand(seat), i) end
  return t
end

-- The kit's plays and the reference's for one ask, as lists of text.
-- `keep(role, cards)` filters the reference's plays as the ask's
-- hand_only and guard filter the kit's.
local function both(g, seat, ask, avail, ref_opts, keep)
  local kit, ref = {}, {}
  cw.meld.each(g, seat, ask, function(role, cards, a, b) kit[#kit + 1] = text(g, role, cards, a, b) end)
  R.plays(g, seat, avail, ask.must, function(verb, cards, a, b)
    if not keep or keep(ROLE[verb], cards) then ref[#ref + 1] = text(g, ROLE[verb], cards, a, b) end
  end, ref_opts)
  return kit, ref
end

local function same(what, kit, ref)
  if #kit ~= #ref then
    error(what .. ": the kit has " .. #kit .. " plays, the reference " .. #ref ..
          " (kit: " .. table.concat(kit, ", ") .. "; reference: " .. table.concat(ref, ", ") .. ")", 0)
  end
  for i = 1, #kit do
    if kit[i] ~= ref[i] then error(what .. ": play " .. i .. " is '" .. kit[i] .. "', reference '" .. ref[i] .. "'", 0) end
  end
end

local function compare(g)
  local n = g:nseats()
  local live = { g:stock(), g:discard() }
  for s = 1, n do live[#live + 1] = g:hand(s); live[#live + 1] = g:held(s) end
  -- a few cards each seat might be offered: the stock's top cards and the discard
  local probes = {}
  for i = 0, math.min(3, g:count(g:stock()) - 1) do probes[#probes + 1] = g:at(g:stock(), g:count(g:stock()) - i) end
  if g:top(g:discard()) then probes[#probes + 1] = g:top(g:discard()) end
  for seat = 1, n do
    local hand = hand_of(g, seat)
    local where = "seat " .. seat .. " (" .. g:phase() .. ")"
    -- DES-P3: the turn's plays with a loose card, claimed (DES-P8) or drawn
    local loose = g:held_card(seat)
    local avail = hand_of(g, seat)
    if loose then avail[#avail + 1] = loose end
    local kit, ref = both(g, seat, { extra = loose, loose = loose }, avail, { loose = loose })
    same(where .. " turn", kit, ref)
    -- DES-O5: a hand alone; DES-O6: the guard card
    kit, ref = both(g, seat, {}, hand, {})
    same(where .. " hand", kit, ref)
    if #hand > 0 then
      local guard = hand[#hand]
      kit, ref = both(g, seat, { guard = guard }, hand, {}, function(_, cards)
        local left, keeps = #hand, true
        for _, c in ipairs(cards) do
          if g:where(c) == g:hand(seat) then left = left - 1 end
          if c == guard then keeps = false end
        end
        return not (left == 1 and keeps)
      end)
      same(where .. " guard", kit, ref)
    end
    -- DES-P3 layoff_any_time: lay-offs of hand cards alone
    kit, ref = both(g, seat, { layoffs_only = true, hand_only = true }, hand, { layoffs_only = true }, function(role, cards)
      if role ~= "layoff" then return false end
      for _, c in ipairs(cards) do if g:where(c) ~= g:hand(seat) then return false end end
      return true
    end)
    same(where .. " hand lay-offs", kit, ref)
    for _, x in ipairs(probes) do
      -- DES-P6, DES-P9: can use, alone
      local u1, a1 = cw.meld.can_use(g, seat, x)
      local u2, a2 = R.can_use(g, seat, x)
      if u1 ~= u2 or a1 ~= a2 then
        error(where .. " can_use " .. g:face(x) .. ": kit " .. tostring(u1) .. "/" .. tostring(a1) ..
              ", reference " .. tostring(u2) .. "/" .. tostring(a2), 0)
      end
      -- a claimed card must be in the first play (DES-P8)
      local av = hand_of(g, seat)
      av[#av + 1] = x
      kit, ref = both(g, seat, { extra = x, loose = x, must = x }, av, { loose = x })
      same(where .. " claim of " .. g:face(x), kit, ref)
    end
    -- DES-P16: a live card extends a meld
    if cw.meld.extends(g, seat, live) ~= R.extends(g, seat, live) then
      error(where .. " extends: the kit and the reference differ", 0)
    end
  end
end

local M = { compare = compare }

-- base with every legal hook comparing first.
function M.wrap(base, name)
  local legal = {}
  for phase, f in pairs(base.legal) do
    legal[phase] = function(g, seat) compare(g); return f(g, seat) end
  end
  return base:extend { name = name, legal = legal }
end

return M
