-- What the rules did to a seat, told to every seat (g:tell and the kit's
-- tells), read by a test as `tell SEAT KEY` among t:events().
local function has(t, w)
  for _, a in ipairs(t:legal()) do if a == w then return true end end
  return false
end
local function rank(face) return face:sub(1, -2) end
local function told(t, want)
  for _, e in ipairs(t:events()) do if e == want then return true end end
  return false
end
-- CAC-M5: a snap whose card is not of the discard's rank (snap_match =
-- rank) misses: two penalty cards, and the miss is told.
local t = game { variant = "cactus", players = 2, seed = 21 }
for _ = 1, 200 do
  if t:over() or (t:actor() ~= t:turn() and has(t, "snap 1")) then break end
  t:act(has(t, "pass") and "pass" or has(t, "discard") and "discard" or has(t, "draw stock") and "draw stock" or t:legal()[1])
end
local seat, top, miss = t:actor(), rank(t:discard_top()), nil
for k = 1, 4 do
  if not miss and t:face(seat, k) ~= "-" and rank(t:face(seat, k)) ~= top then miss = k end
end
ok(miss ~= nil, "a snap window with a card of another rank than the discard's")
t:act("snap " .. miss)
ok(told(t, "tell " .. seat .. " miss"), "CAC-M5: the missed snap is told")
is(t:face(seat, 5) ~= "-" and t:face(seat, 6) ~= "-", true, "CAC-M5: two penalty cards, in slots 5 and 6")
-- PAB-M3 (the kit's replace): two own cards of different ranks named.
local p = game { variant = "pablo", players = 2, seed = 3 }
for _ = 1, 200 do
  if p:over() then break end
  if p:actor() == p:turn() and has(p, "draw stock") then break end
  p:act(p:legal()[1])
end
local me = p:actor()
p:act("draw stock")
local a, b
for i = 1, 4 do
  for j = i + 1, 4 do
    if not a and rank(p:face(me, i)) ~= rank(p:face(me, j)) then a, b = i, j end
  end
end
p:act(("replace %d %d"):format(a, b))
ok(told(p, "tell " .. me .. " replace_failed"), "PAB-M3: the failed replace is told")
done()
