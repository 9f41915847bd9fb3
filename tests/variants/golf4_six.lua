-- House rule 4 (rules/house-rules.md): golf4 on a 2 x 3 layout, written as
-- a plain `extend` with the new layout (tests/scripts/golf4_six.lua). G4-2's
-- look at "the two nearest cards" is the near row, whatever the layout:
-- slots 4 to 6 here (it showed slots 3 and 4, one of them in the far row).
local V = "tests/scripts/golf4_six.lua"
local lib = require "testlib"   -- lib.deal: the deck that deals given layouts (G-2)
local S1, S2 = "AS 2S 3S 4S 5S 6S", "AH 2H 3H 4H 5H 6H"
local t = game { variant = V, players = 2, deck = lib.deal { S1, S2 }, rules = { holes = 1 } }
like(t:view(1), "seat 1 layout: ## ## ## / %[4S%] %[5S%] %[6S%]", "G4-2 seat 1 knows its near row, slots 4 to 6")
like(t:view(2), "seat 2 layout: ## ## ## / %[4H%] %[5H%] %[6H%]", "G4-2 seat 2 knows its near row")
like(t:view(1), "seat 2 layout: ## ## ## / ## ## ##", "G-7 seat 1 knows none of seat 2's cards")
-- unseen_replace_once: the slots not peeked are the far row, 1 to 3.
t = game { variant = V, players = 2, deck = lib.deal { S1, S2 }, rules = { holes = 1, unseen_replace_once = "on" } }
t:act("draw stock"); t:act("swap 4")      -- seat 2
t:act("draw stock"); t:act("swap 1")      -- seat 1: its far-row slot 1, once
t:act("draw stock")                       -- seat 2
ok(t:try("swap 4"), "unseen_replace_once: seat 2's peeked near-row slot 4 is replaced again")
t:act("draw stock")                       -- seat 1
ok(not t:try("swap 1"), "unseen_replace_once: seat 1's far-row slot 1, not peeked, is replaced only once")
ok(t:try("swap 2"), "unseen_replace_once: its slot 2, never replaced, may be")
is(score_layout(V, "AS 2S 3S / 4S 5S 6S"), 21, "the six cards' sum, 1 + 2 + ... + 6 = 21")
-- One row of four has no far row: the look is its near half, slots 3 and 4
-- (G4-2's count), never the whole layout.
local R = game { variant = "tests/scripts/golf4_row.lua", players = 2, deck = lib.deal { "AS 2S 3S 4S", "AH 2H 3H 4H" },
                 rules = { holes = 1 } }
like(R:view(1), "seat 1 layout: ## ## %[3S%] %[4S%]", "G4-2 one row: seat 1 knows slots 3 and 4, not 1 and 2")
