-- A house rule's kit parameter holds under every option and on both
-- paths: golf6-skip7 (kit.skip_rank = 7) with flip_on_discard, whose
-- discard is a Lua hook (G8-4 / G6 flip_on_discard), and overrides=false.
local lib = require "testlib"
-- 3 seats, 6 cards each (18), KD turned up (19); seat 2, left of the
-- dealer, plays first and draws 7H (20); 9H and 7S follow.
local deck = lib.full_deck("2C 3C 4C 5C 6C 8C 9C 10C JC QC KC AC 2D 3D 4D 5D 6D 8D KD 7H 9H 7S")
for _, fod in ipairs({ "off", "on" }) do
  for _, plain in ipairs({ false, true }) do
    local t = game { variant = "golf6-skip7", players = 3, deck = deck, rules = { flip_on_discard = fod },
                     overrides = not plain and nil or false }
    while t:phase() == "setup" do t:act(t:legal()[1]) end
    is(t:actor(), 2, "seat 2 plays first")
    t:act("draw stock"); t:act("discard")
    if t:phase() == "flip" then t:act(t:legal()[1]) end
    is(t:actor(), 1, "flip_on_discard=" .. fod .. (plain and ", overrides=false" or "") ..
       ": seat 2 discarded 7H, seat 3 loses its turn, seat 1 plays")
  end
end
