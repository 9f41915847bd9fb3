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

-- A failing action leaves the same game usable: the next legal action works.
local u = game { variant = "tests/hostile/loop_apply.lua", players = 2, seed = 1 }
local fine, err = u:try("draw stock")
like(err, "loop_apply.lua:6: instruction budget exceeded.*%(in action 'draw stock' of loop_apply%)",
     "hostile/loop_apply: pcall inside the loop cannot swallow the budget")
ok(u:try("draw discard"), "hostile/loop_apply: the game goes on with another action")
done()
