-- Hostile variant scripts (tests/hostile/): each tries one escape from the
-- sandbox or one denial of service. Each must fail with one clear message
-- naming the script, and the next game must work as if nothing happened
-- (DESIGN principle 5).
local cases = {
  { "open_file", "open_file.lua:2: undefined global 'io'" },
  { "os_execute", "os_execute.lua:3: undefined global 'os'.*%(in setup of os_execute%)" },
  { "io_popen", "io_popen.lua:2: undefined global 'io'" },
  { "require_system", "require_system.lua:2: module 'os' not found on the variant path" },
  { "require_path", "require_path.lua:2: bad module name '%.%./%.%./%.%./etc/passwd'" },
  { "load_bytecode", "refused: attempt to load a binary chunk" },
  { "debug_access", "debug_access.lua:2: undefined global 'debug'" },
  { "string_bomb", "memory cap" },
  { "table_bomb", "out of memory.*%(in setup of table_bomb%)" },
  { "loop_load", "loop_load.lua:2: instruction budget exceeded" },
  { "loop_setup", "loop_setup.lua:1: instruction budget exceeded.*%(in setup of loop_setup%)" },
  { "loop_legal", "loop_legal.lua:1: instruction budget exceeded.*%(in legal.draw of loop_legal%)" },
  { "loop_score", "loop_score.lua:3: instruction budget exceeded.*%(in layout_score of loop_score%)", "score" },
  { "loop_deck", "loop_deck.lua:1: instruction budget exceeded.*%(in deck%(%) of loop_deck%)" },
  { "deep_recursion", "deep_recursion.lua:2: stack overflow.*%(in setup of deep_recursion%)" },
  { "index_error", "index_error.lua:2: trapped anything.*%(in setup of index_error%)" },
  { "garbage", "did not return a variant" },
  { "garbage_fields", "variant 'garbage_fields': 'players' must be a table, got string.*garbage_fields.lua" },
  { "metatable_escape", "refused: no metatable reachable" },
  -- C library loops that never returned to the count hook: each is charged
  -- to the budget now, and ends like a Lua loop.
  { "rep_empty", "rep_empty.lua:7: string.rep: the result would exceed the variant's memory cap.*%(in setup of rep_empty%)" },
  { "table_move", "table_move.lua:3: instruction budget exceeded.*%(in setup of table_move%)" },
  { "table_insert_len", "table_insert_len.lua:5: instruction budget exceeded.*%(in setup of table_insert_len%)" },
  { "table_concat", "table_concat.lua:5: instruction budget exceeded.*%(in setup of table_concat%)" },
  { "table_sort", "table_sort.lua:5: instruction budget exceeded.*%(in setup of table_sort%)" },
  { "pattern_backtrack", "pattern_backtrack.lua:5: instruction budget exceeded.*%(in setup of pattern_backtrack%)" },
  { "gsub_backtrack", "gsub_backtrack.lua:3: instruction budget exceeded" },
  { "concat_loop", "concat_loop.lua:6: instruction budget exceeded.*%(in setup of concat_loop%)" },
  -- Finalizers run with hooks off, also inside lua_close: refused.
  { "gc_loop", "gc_loop.lua:3: setmetatable: a __gc field is refused" },
  -- The Variant class is sealed; option values are plain data.
  { "variant_class", "refused: the variant class is sealed" },
  { "option_tostring", "option 'trap': the default must be a number, a string or a boolean" },
  -- Sizes are checked before any product (a 65535 x 65535 layout wrapped).
  { "layout_huge", "variant 'layout_huge': layout: expected {rows = R, cols = C}, integers, 1 to 64 slots in all" },
  { "deck_huge", "deck_huge: deck: decks and jokers must be integers from 0 to 65535" },
  -- The round's event log is capped, and the error names the hook.
  { "event_flood", "event_flood.lua:6: more than 262144 events in one round.*%(in setup of event_flood%)" },
}

local function attempt(name, how)
  local path = "tests/hostile/" .. name .. ".lua"
  if how == "score" then
    local s, err = score_layout(path, "AS 2S / 3S 4S")
    return s and "scored" or err
  end
  local ok, err = pcall(function()
    local t = game { variant = path, players = 2, seed = 1 }
    t:act("draw stock")
    return t
  end)
  return ok and "no error" or err
end

for _, c in ipairs(cases) do
  local name, pattern, how = c[1], c[2], c[3]
  local msg = attempt(name, how)
  like(msg, pattern, "hostile/" .. name .. " fails with a clear message")
  ok(msg:find(name, 1, true), "hostile/" .. name .. ": the message names the script")
  -- The next game in a fresh runtime works.
  local t = game { variant = "golf4", players = 2, seed = 7 }
  t:act("draw stock")
  ok(t:check(), "after hostile/" .. name .. " a normal game plays on")
end

-- A __gc metamethod is refused: Lua runs finalizers with hooks off (and
-- again inside lua_close), where no budget could stop them.
local gc_ok, gc_err = pcall(game, { variant = "tests/hostile/gc_error.lua", players = 2, seed = 3 })
like(gc_ok and "no error" or gc_err, "gc_error.lua:4: setmetatable: a __gc field is refused.*%(in setup of gc_error%)",
     "hostile/gc_error: setmetatable refuses a __gc field")

-- A variant changed after variant{...} validated it keeps what was
-- validated: the object is read-only and the host reads its own copy.
local vm = game { variant = "tests/hostile/variant_mutate.lua", players = 2, seed = 1 }
vm:act("draw stock")
ok(vm:check(), "hostile/variant_mutate: the validated 2 x 2 game plays")
is(#vm:view(1) > 0, true, "hostile/variant_mutate: the table can be shown")

-- An options table whose __pairs loops after validation: the host reads the
-- validated copy, so a misspelled option is still a clear error.
local op_ok, op_err = pcall(game, { variant = "tests/hostile/options_pairs.lua", players = 2, seed = 1, rules = { quen = 12 } })
like(op_ok and "no error" or op_err, "unknown option 'quen' for options_pairs %(did you mean 'queen'%?%)",
     "hostile/options_pairs: the option list is read without the script's __pairs")

-- Same seed, same result: tostring shows no address and pairs has one
-- order, so a script cannot draw entropy from the sandbox.
local e1 = game { variant = "tests/hostile/entropy.lua", players = 2, seed = 5 }
local e2 = game { variant = "tests/hostile/entropy.lua", players = 2, seed = 5 }
is(e1:var("noise"), e2:var("noise"), "hostile/entropy: two runtimes, the same seed, the same noise")

-- A failing action leaves the same game usable: the next legal action works.
local u = game { variant = "tests/hostile/loop_apply.lua", players = 2, seed = 1 }
local fine, err = u:try("draw stock")
like(err, "loop_apply.lua:6: instruction budget exceeded.*%(in action 'draw stock' of loop_apply%)",
     "hostile/loop_apply: pcall inside the loop cannot swallow the budget")
ok(u:try("draw discard"), "hostile/loop_apply: the game goes on with another action")
done()
