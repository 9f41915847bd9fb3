-- A broken variant gives an error naming its file and line, never a crash
-- or a hang, and a failing action leaves the game as it was (DESIGN 4, 5).
local function load_error(path)
  local ok, err = pcall(game, { variant = path, players = 2 })
  return ok and "loaded" or err
end

like(load_error("tests/scripts/syntax_error.lua"), "syntax_error.lua:4: .*'}' expected",
     "a syntax error names the file and line")
like(load_error("tests/scripts/runtime_error.lua"), "runtime_error.lua:6: attempt to index a nil value.*%(in setup of runtime_error%)",
     "a runtime error names the file, the line and the hook")
like(load_error("tests/scripts/endless.lua"), "endless.lua:4: instruction budget exceeded.*%(in legal.draw of endless%)",
     "an endless loop is stopped by the instruction budget")
like(load_error("tests/scripts/memory_bomb.lua"), "out of memory",
     "runaway memory is stopped by the memory cap")
like(load_error("tests/scripts/escape.lua"), "sandbox held", "io, os, debug, package, dofile, loadfile, print are absent")
like(load_error("tests/scripts/misspelled_method.lua"),
     "misspelled_method.lua:5: unknown game method or field 'deal_layout' %(did you mean 'deal_layouts'%?%)",
     "a misspelled game method names the file, the line and the likely method")
like(load_error("tests/scripts/nowhere.lua"), "no file 'tests/scripts/nowhere.lua' %(a variant named by its path is a .lua file%)", "a missing file is named")
like(load_error("tests/scripts/bad_role.lua"), "action 'knock': 'role' must be a role such as \"call\" %(one of call, [^)]*%) %(did you mean 'call'%?%)",
     "an unknown verb role is refused with the roles that exist")
like(load_error("tests/scripts/bad_needs.lua"), "action 'knock': 'needs' names no option of the variant: 'knock_frist_turn' %(did you mean 'knock_first_turn'%?%)",
     "an action's needs naming no option is refused with the likely option")
like(load_error("tests/scripts/bad_rename.lua"), "rename: 'snep' is not one of the variant's actions %(did you mean 'swap'%?%)",
     "a rename of an action the variant does not have is refused with the likely action")
like(load_error("tests/scripts/bad_chips.lua"), "chips%.pot must name one of the variant's vars, not kitty",
     "a chips pot that is not a declared variable is refused when the variant loads")
like(load_error("nosuchvariant"), "unknown variant 'nosuchvariant'", "an unknown variant is named")

local _, err = pcall(game, { variant = "golf4", players = 2, rules = { frobnicate = 12 } })
like(err, "unknown option 'frobnicate' for golf4", "an unknown option is refused")
_, err = pcall(game, { variant = "golf4", players = 2, rules = { peek = "three" } })
like(err, "option peek=three: expected one of nearest2, any2, one, none", "a bad option value lists the choices")
_, err = pcall(game, { variant = "golf4", players = 9 })
like(err, "golf4 is for 2 to 8 players, not 9", "a player count out of range is refused")

-- Transactions: the failing swap moved two cards and set a variable first.
local t = game { variant = "tests/scripts/mutate_then_fail.lua", players = 2, seed = 4 }
t:act("draw stock")
local before_view, before_events = t:view(2), #t:events()
local fine, msg = t:try("swap 1")
like(msg, "mutate_then_fail.lua:8: failed after moving %(in action 'swap' of mutate_then_fail%)", "the hook error names file, line and action")
is(t:view(2), before_view, "the failed action is rolled back: the view is as before")
is(#t:events(), before_events, "the failed action leaves no events behind")
is(t:var("drawn_from"), 1, "the failed action's variable change is rolled back")
ok(t:try("discard"), "the game goes on after the failure")
-- A house rule's own layout_score is what real holes use (g.variant).
local h = game { variant = "tests/scripts/constant_score.lua", players = 2, seed = 2, rules = { holes = 1 } }
h:act("knock")
h:act("draw stock"); h:act("discard")
ok(h:over(), "the hole with a knock is over")
is(h:score(1), 41, "an extended layout_score scores the hole: seat 1 gets 40 + 1")
is(h:score(2), 42, "an extended layout_score scores the hole: seat 2 gets 40 + 2")
done()
