-- The draw-and-replace kit's roles and parameters (lua/kit.c): a variant
-- that passes roles naming undeclared verbs, or parameters that contradict
-- each other, is refused before any deal with one line naming the file,
-- the field and what was expected; so are two option patches that set one
-- parameter (check_options), and a card_value the kit cannot tabulate.
local function load_error(path, rules)
  local ok, err = pcall(game, { variant = path, players = 2, rules = rules })
  return ok and "loaded" or err
end

local e = load_error("tests/scripts/kit_undeclared_role.lua")
like(e, "kit_undeclared_role%.lua: kit%.roles%.swap: 'swp' is not a declared action %(expected one of .*'swap'",
     "a role naming an undeclared verb names the file, the field and the verbs expected")
ok(not e:find("\n"), "that error is one line")
like(load_error("tests/scripts/kit_contradiction.lua"),
     "kit_contradiction%.lua: kit%.stock_out: \"end\" needs vars%.last_draw",
     "stock_out = end without the last-draw variable is a contradiction")
like(load_error("tests/scripts/kit_no_call.lua"),
     "kit_no_call: kit%.call_first_turn: false, but no action declares role = \"call\"",
     "call_first_turn = false without a call role is a contradiction")
like(load_error("tests/scripts/kit_power_no_verb.lua"),
     "kit_power_no_verb%.lua: kit%.powers: a power without its action: expected one action with role = \"power_swap\", or kit%.roles%.power_swap = \"ACTION\"$",
     "PW-13: a power kind without its action's role names the role expected")
like(load_error("tests/scripts/kit_point_no_decline.lua"),
     "kit_point_no_decline%.lua: kit%.phases%.point: the end%-of%-turn point needs a call .* and roles%.decline$",
     "PW-15: an end-of-turn point without a decline verb is a contradiction")
like(load_error("tests/scripts/kit_all_up.lua"),
     "kit_all_up%.lua: kit%.all_up: given with face%-down swaps: .*swap_up = true",
     "all_up without face-up swaps is a contradiction")
like(load_error("tests/scripts/kit_two_calls.lua"),
     "kit%.roles: two actions declare role = \"call\" %('knock' and 'stop'%): expected one",
     "two actions with role = \"call\" are refused, naming both")
like(load_error("tests/scripts/patch_conflict.lua", { queen = 20, jacks = "20_skip" }),
     "options 'jacks' and 'queen' both set the turn's skip_rank",
     "two option patches setting one kit parameter are refused with both names")
is(load_error("tests/scripts/patch_conflict.lua", { queen = 20 }), "loaded", "either patch alone is fine")
like(load_error("tests/scripts/impure_value.lua"), "impure_value: card_value gives .* %d+, then %d+",
     "a card_value that changes between two calls is refused")
like(load_error("tests/scripts/typo_phase.lua"),
     "variant 'typo_phase': legal%.darw: no such phase, expected one of peek, draw, place, looked, flip %(did you mean 'draw'%?%)",
     "a legal function of a phase the variant does not have is refused at load, with the phases")
like(load_error("tests/scripts/round_value.lua"),
     "round_value%.lua:7: card_value reads the game %(g:round%): a card's value depends only on its face and the options",
     "a card_value that reads the round is refused, naming the method and the line")

-- G4-5: a house rule that only replaces card_value keeps the kit's turn
-- and score; the kit tabulates the house rule's values (K 13 here, where
-- golf4 says 0). Deal order: slot k of seat 2, then of seat 1; the turn-up.
local deck = "AS AH 5S 5H JS JH KS KH QD"
          .. " AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD 2D"
          .. " 3D 4D 5D 6D 7D 8D 9D 10D JD KD 2H 3H 4H 6H"
          .. " 7H 8H 9H 10H QH 2S 3S 4S 6S 7S 8S 9S 10S QS"
local t = game { variant = "golf4-kings-13", players = 2, seed = 1, rules = { holes = 1 }, deck = deck }
t:act("knock")
t:act("draw stock")          -- AC, discarded
t:act("discard")
is(t:total(1), 1 + 5 + 10 + 13, "seat 1: AH 5H JH KH = 1 + 5 + 10 + 13 under the house rule's K 13")
is(t:total(2), 1 + 5 + 10 + 13, "seat 2: AS 5S JS KS = 1 + 5 + 10 + 13")
done()
