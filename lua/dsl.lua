-- The variant DSL: `variant{...}` builds a validated variant, `:extend{...}`
-- derives a house rule from it. Loaded once into every sandbox, before any
-- variant script; its globals `variant` and `cw` are what scripts see.
--
-- A variant is plain data plus functions. The C loader reads the fields
-- listed in `schema` below; anything else is a mistake, reported with a
-- suggestion, so that a misspelled key is never silently ignored.

local cw = ...
local rawpairs = cw.rawpairs

-- A variant is a read-only proxy of a private copy made when it was
-- validated: the script keeps no reference into what the host reads, so
-- it cannot change a variant after validation, and the class is sealed
-- (`__metatable`), so `setmetatable(t, ...)` cannot forge one.
local private = cw.weak_keys()    -- proxy -> its plain table
local proxies = cw.weak_keys()    -- plain table -> its proxy
local variants = cw.weak_keys()   -- variant proxy -> its plain table

local Variant = {}

-- Every key a variant may have, with the type it must have.
local schema = {
  name = "string", title = "string", summary = "string", family = "string",
  players = "table", options = "table", deck = "table|function",
  layout = "table|function", melds = "number", vars = "table", seat_vars = "table",
  phases = "table", actions = "table", setup = "function", legal = "table|function",
  score = "function", layout_score = "function", match_over = "function",
  card_value = "function", explain = "function", stats = "function", doc = "table",
  simulate = "table", check_options = "function", wins = "string", max_actions = "number|function",
  overrides = "function", kit = "table|function", kit_reads_shape = "boolean",
  implied_pass = "table", chips = "table", meld_kit = "table|function", zones = "table", calls = "number",
  memory_aid = "boolean|function", rename = "table", bonuses = "table", secrets = "table",
  tells = "table", absent = "table",
}

local option_keys = { default = true, choices = true, doc = true, min = true, max = true, int = true,
                      patch = true, hidden = true, changed_by = true, unsets = true, needs = true }
local action_keys = { args = true, apply = true, aliases = true, doc = true, private = true,
                      unordered = true, accepts = true, any_seat = true, words = true, role = true, past = true,
                      implied = true, needs = true }
-- The roles a verb may declare: what it is to a front end or a bot
-- (core/role.h; the host fills cw.verb_roles from it).
local roles = cw.verb_roles

-- Levenshtein distance, for "did you mean".
local function distance(a, b)
  local la, lb = #a, #b
  if math.abs(la - lb) > 3 then return 99 end
  local prev = {}
  for j = 0, lb do prev[j] = j end
  for i = 1, la do
    local cur = { [0] = i }
    for j = 1, lb do
      local cost = a:sub(i, i) == b:sub(j, j) and 0 or 1
      cur[j] = math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
    end
    prev = cur
  end
  return prev[lb]
end

local function sorted_keys(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys, function(x, y) return tostring(x) < tostring(y) end)
  return keys
end

-- " (did you mean 'x'?)" for the closest of `names`, or "".
local function suggest(word, names)
  local best, bestd = nil, 3
  for _, n in ipairs(sorted_keys(names)) do
    local d = distance(word, n)
    if d < bestd then best, bestd = n, d end
  end
  return best and (" (did you mean '" .. best .. "'?)") or ""
end
cw.suggest = suggest
-- The suggestion for an option name: among the options a player may set
-- (a house rule's hidden ones are not offered).
function cw.suggest_option(word, options)
  local shown = {}
  for name, o in pairs(options) do
    if not (type(o) == "table" and o.hidden) then shown[name] = true end
  end
  return suggest(word, shown)
end

local function fail(where, msg)
  error(where .. ": " .. msg, 0)
end

local function check_type(where, key, value, want)
  local t = type(value)
  for alt in want:gmatch("[^|]+") do
    if t == alt then return end
  end
  fail(where, "'" .. key .. "' must be a " .. want:gsub("|", " or ") .. ", got " .. t)
end

-- An option's value as a recording writes it: `rule k=v k=v`, one line.
local function word_value(v)
  -- printable UTF-8: a recording's rule line and the table's lists show
  -- it, so no C1 control and no bidirectional mark either (text.h)
  if type(v) ~= "string" then return true end
  if v == "" or #v > 255 or v:find("[%s%c#]") or utf8.len(v) == nil then return false end
  for _, c in utf8.codes(v) do
    if (c >= 0x80 and c <= 0x9f) or c == 0x200e or c == 0x200f or (c >= 0x202a and c <= 0x202e)
        or (c >= 0x2066 and c <= 0x2069) then
      return false
    end
  end
  return true
end

local function check_option(vname, oname, o, all)
  -- A name is typed in `--rule NAME=VALUE` and written in a recording's
  -- rule line: a word, or those could not name it.
  if type(oname) ~= "string" or not oname:match("^[%a_][%w_]*$") or #oname > 40 then
    fail("variant '" .. vname .. "'", "option names must be words of letters, digits and _ (at most 40, not starting " ..
      "with a digit), not " .. (type(oname) == "string" and ("'" .. oname .. "'") or ("a " .. type(oname))))
  end
  local where = "variant '" .. vname .. "' option '" .. oname .. "'"
  if type(o) ~= "table" then fail(where, "expected a table {default = ..., choices = {...}, doc = '...'}") end
  for k in pairs(o) do
    if not option_keys[k] then
      fail(where, "unknown field '" .. tostring(k) .. "'" .. suggest(tostring(k), option_keys))
    end
  end
  if o.default == nil then fail(where, "needs a default") end
  local scalar = { number = true, string = true, boolean = true }
  if not scalar[type(o.default)] then fail(where, "the default must be a number, a string or a boolean") end
  -- a value is written in a rule line and typed as `--rule NAME=VALUE`:
  -- a number is an integer (2.5 would be read back as another value)
  if math.type(o.default) == "float" then
    fail(where, "default " .. tostring(o.default) .. ": a number is an integer")
  end
  if o.choices ~= nil and type(o.choices) == "table" then
    local seen = {}
    for i, c in ipairs(o.choices) do
      if not scalar[type(c)] then fail(where, "choices must be numbers, strings or booleans") end
      if math.type(c) == "float" then fail(where, "choice " .. tostring(c) .. ": a number is an integer") end
      -- a choice is named by how it is written: two written alike are one
      local w = tostring(c)
      if seen[w] then fail(where, "choice '" .. w .. "' is given twice (items " .. seen[w] .. " and " .. i .. ")") end
      seen[w] = i
      -- one written like the default, or like an integer the option
      -- takes, but of another type could never be named by its words
      if type(c) ~= type(o.default) and w == tostring(o.default) then
        -- each as Lua reads it: a string in quotes, a number bare
        local function lua_text(x) return type(x) == "string" and ('"' .. x .. '"') or tostring(x) end
        fail(where, "choice " .. lua_text(c) .. " is a " .. type(c) .. " and the default " .. lua_text(o.default)
          .. " a " .. type(o.default) .. ": one value is written one way (give both alike)")
      end
      if o.int and type(c) == "string" and c:match("^%-?%d+$") then
        fail(where, "choice \"" .. c .. "\" is a string written as an integer, which int = true reads as a number: "
          .. "write it as " .. c)
      end
    end
  end
  for _, k in ipairs({ "min", "max" }) do
    if o[k] ~= nil and math.type(o[k]) ~= "integer" then fail(where, "'" .. k .. "' must be an integer") end
  end
  for _, k in ipairs({ "int", "hidden" }) do
    if o[k] ~= nil and type(o[k]) ~= "boolean" then
      fail(where, "'" .. k .. "' must be true or false, not " .. (type(o[k]) == "string" and "the string \"" .. o[k]:sub(1, 40) .. "\"" or "a " .. type(o[k])))
    end
  end
  if type(o.doc) ~= "string" and (o.choices ~= nil or o.int ~= nil) then
    -- an option with its values is a new one: what it lacks is its doc
    fail(where, "needs a one-line doc (doc = \"...\"), shown by 'cardwright rules'")
  end
  if type(o.doc) ~= "string" then
    -- a new option without its doc is most often a base's option misspelt
    local others = {}
    for name, x in pairs(all or {}) do
      if name ~= oname and type(x) == "table" and type(x.doc) == "string" then others[name] = true end
    end
    fail(where, "needs a one-line doc" .. suggest(oname, others))
  end
  if o.choices ~= nil and type(o.choices) ~= "table" then fail(where, "'choices' must be a list") end
  if o.patch ~= nil and type(o.patch) ~= "function" then fail(where, "'patch' must be a function(value, kit)") end
  local values = { o.default }
  for _, c in ipairs(type(o.choices) == "table" and o.choices or {}) do values[#values + 1] = c end
  for _, v in ipairs(values) do
    if not word_value(v) then
      fail(where, "an option's value is one word of printable UTF-8 (at most 255 bytes), without spaces, control "
        .. "characters or '#' (recordings write it in a rule line)")
    end
  end
  if not cw.option_allows(o, o.default) then
    if o.int and math.type(o.default) == "integer" then
      fail(where, "default " .. tostring(o.default) .. " is outside its range, " .. tostring(o.min or "any") .. " to "
        .. tostring(o.max or "any"))
    end
    local shown = {}
    for _, c in ipairs(type(o.choices) == "table" and o.choices or {}) do shown[#shown + 1] = tostring(c) end
    if o.int then shown[#shown + 1] = "an integer from " .. tostring(o.min or "any") .. " to " .. tostring(o.max or "any") end
    fail(where, "default " .. tostring(o.default) .. " is not one of its choices (" .. table.concat(shown, ", ") .. ")")
  end
end

-- Whether value v is allowed by option o: one of its choices, or an
-- integer in [min, max] when the option takes numbers.
function cw.option_allows(o, v)
  if not word_value(v) then return false end
  if o.choices then
    for _, c in ipairs(o.choices) do
      if c == v then return true end
    end
  end
  if o.int and math.type(v) == "integer" then
    return (o.min == nil or v >= o.min) and (o.max == nil or v <= o.max)
  end
  return o.choices == nil and not o.int and v ~= nil
end

-- A table of KEY = WORDS (chips.reasons, bonuses, tells, absent): keys a
-- name of at most 31 letters, digits or _ (or as key_ok says), words 1 to
-- 90 characters, at most `most` of them.
local function name_key(key)
  return type(key) == "string" and key:match("^[%a_][%w_]*$") and #key <= 31,
         "a name of at most 31 letters, digits or _"
end
local function action_word(key)
  return type(key) == "string" and (key:match("^%a[%a_]*$") or key:match("^%a[%a_]* %a[%a_]*$")) and #key <= 23,
         "an action's word or two in letters, at most 23, as in \"knock\""
end
local function words_table(where, field, t, most, noun, key_ok)
  local count = 0
  for key, words in pairs(t) do
    count = count + 1
    local ok, expected = (key_ok or name_key)(key)
    if not ok then
      fail(where, field .. ": bad " .. (key_ok and "word" or "key") .. " '" .. tostring(key) .. "' (expected " .. expected .. ")")
    elseif type(words) ~= "string" or #words == 0 or #words > 90 then
      fail(where, field .. "." .. key .. " must be words of 1 to 90 characters")
    end
  end
  if count > most then fail(where, field .. ": " .. count .. " " .. noun .. ", expected at most " .. most) end
end

local function validate(spec)
  if type(spec) ~= "table" then fail("variant", "expected a table of fields, got " .. type(spec)) end
  if type(spec.name) ~= "string" or not spec.name:match("^[%w][%w_%-]*$") then
    fail("variant", "needs a name of letters, digits, '-' and '_' (starting with a letter or digit), not "
      .. (type(spec.name) == "string" and string.format("%q", spec.name:sub(1, 40)) or "a " .. type(spec.name)))
  end
  local where = "variant '" .. spec.name .. "'"
  -- Its texts are shown as C strings: a NUL byte would cut one short
  -- without a word (a doc, a chips word, a choice). The texts a table
  -- shows are looked at, not every string of the spec (loads stay fast).
  local function no_nul(x, at)
    if type(x) == "string" and x:find("\0", 1, true) then fail(where, at .. " holds a NUL byte") end
  end
  local function each(t, at, f)
    if type(t) ~= "table" then return end
    for k, x in rawpairs(t) do
      no_nul(k, at)
      f(x, at .. "." .. tostring(k))
    end
  end
  for _, f in ipairs({ "title", "summary", "doc" }) do no_nul(spec[f], f) end
  each(spec.options, "options", function(o, at)
    if type(o) ~= "table" then return end
    no_nul(o.doc, at .. ".doc")
    no_nul(o.default, at .. ".default")
    each(o.choices, at .. ".choices", no_nul)
  end)
  each(spec.actions, "actions", function(a, at)
    if type(a) ~= "table" then return end
    no_nul(a.doc, at .. ".doc")
    no_nul(a.past, at .. ".past")
    each(a.aliases, at .. ".aliases", no_nul)
    each(a.words, at .. ".words", no_nul)
  end)
  each(spec.chips, "chips", function(x, at) if type(x) == "table" then each(x, at, no_nul) else no_nul(x, at) end end)
  each(spec.bonuses, "bonuses", no_nul)
  each(spec.tells, "tells", no_nul)
  each(spec.absent, "absent", no_nul)
  each(spec.rename, "rename", no_nul)
  each(spec.phases, "phases", no_nul)
  for _, k in ipairs(sorted_keys(spec)) do
    local want = schema[k]
    if not want then
      fail(where, "unknown field '" .. tostring(k) .. "'" .. suggest(tostring(k), schema))
    end
    check_type(where, k, spec[k], want)
  end
  if spec.wins ~= nil and spec.wins ~= "lowest" and spec.wins ~= "highest" then
    fail(where, "'wins' must be \"lowest\" or \"highest\"")
  end
  -- A layout given as a table is a grid now, not once a game is set up
  -- (a function of the options is checked then): 1 to 64 slots, or none.
  local l = spec.layout
  if type(l) == "table" then
    local r, c = rawget(l, "rows"), rawget(l, "cols")
    if math.type(r) ~= "integer" or math.type(c) ~= "integer" or r < 0 or c < 0 or (r == 0) ~= (c == 0)
        or r * c > 64 then
      fail(where, "layout: expected {rows = R, cols = C}, integers, 1 to 64 slots in all (or both 0: no layout); got rows = "
        .. tostring(r):sub(1, 20) .. ", cols = " .. tostring(c):sub(1, 20))
    end
  end
  for _, k in ipairs({ "players", "actions", "setup", "legal", "score" }) do
    if spec[k] == nil then fail(where, "missing field '" .. k .. "'") end
  end
  -- chips = {pot = VAR, stack = OPTION, reasons = {KEY = WORDS}}: what a
  -- table shows of chips, and the words for each reason chips move (g:pay).
  if spec.chips ~= nil then
    for k, v in pairs(spec.chips) do
      local among = k == "pot" and spec.vars or k == "stack" and spec.options or nil
      if k == "reasons" then
        if type(v) ~= "table" then fail(where, "chips.reasons must be a table of KEY = WORDS") end
        words_table(where, "chips.reasons", v, 48, "reasons")
      elseif among == nil then
        fail(where, "chips: unknown field '" .. tostring(k) .. "' (expected pot, stack or reasons)")
      elseif type(v) ~= "string" or among[v] == nil then
        fail(where, "chips." .. k .. " must name one of the variant's " ..
          (k == "pot" and "vars" or "options") .. ", not " .. tostring(v))
      end
    end
  end
  -- secrets = {vars = {NAME...}, seat_vars = {NAME...}, public_flags = BITS}:
  -- what the variant writes that a seat may not know. A seat's bots
  -- imagine the game with those variables at their start values (a seat
  -- variable is kept by its own seat), and with only the public_flags
  -- bits of the flags of cards the seat does not see.
  if spec.secrets ~= nil then
    for _, k in ipairs(sorted_keys(spec.secrets)) do
      local v = spec.secrets[k]
      if k == "vars" or k == "seat_vars" then
        local names = type(v) == "table" and v or nil
        if names == nil then fail(where, "secrets." .. k .. " must be a list of names of the variant's " .. k) end
        for _, i in ipairs(sorted_keys(names)) do
          local name = names[i]
          if math.type(i) ~= "integer" or i < 1 or i > #names then
            fail(where, "secrets." .. k .. " must be a list of names, not a table with the key " .. tostring(i))
          elseif type(name) ~= "string" or (spec[k] or {})[name] == nil then
            fail(where, "secrets." .. k .. ": " .. tostring(name) .. " is not one of the variant's " .. k ..
              suggest(tostring(name), spec[k] or {}))
          end
        end
      elseif k == "public_flags" then
        if math.type(v) ~= "integer" or v < 0 or v > 255 then
          fail(where, "secrets.public_flags must be an integer from 0 to 255 (the flag bits that are public facts), not " .. tostring(v))
        end
      else
        fail(where, "secrets: unknown field '" .. tostring(k) .. "' (expected vars, seat_vars or public_flags)")
      end
    end
  end
  -- rename = {snap = "slap"}: the word players, files and bots' tables use
  -- for an action the script names `snap` (a house rule in other words);
  -- the script, its kits and hooks keep the action's own name.
  if spec.rename ~= nil then
    for from in pairs(spec.rename) do
      if type(from) ~= "string" then fail(where, "rename: keys must be the names of the variant's actions, not " .. type(from) .. "s") end
    end
    for _, from in ipairs(sorted_keys(spec.rename)) do
      local to = spec.rename[from]
      if type(from) ~= "string" or spec.actions[from] == nil then
        fail(where, "rename: '" .. tostring(from) .. "' is not one of the variant's actions" .. suggest(tostring(from), spec.actions))
      elseif type(to) ~= "string" or not to:match("^[%a][%a_ ]*$") or #to > 23 then
        fail(where, "rename." .. from .. " must be the action's new word in letters (at most 23), as in \"slap\"")
      end
    end
    -- a new word is no other action's word: its name where it keeps it,
    -- its new word, or an alias of it
    local owner = {}
    for _, name in ipairs(sorted_keys(spec.actions)) do
      local a = spec.actions[name]
      owner[spec.rename[name] or name] = owner[spec.rename[name] or name] or name
      for _, al in ipairs(type(a) == "table" and type(a.aliases) == "table" and a.aliases or {}) do
        if type(al) == "string" then owner[al] = owner[al] or name end
      end
    end
    for _, from in ipairs(sorted_keys(spec.rename)) do
      local to = spec.rename[from]
      local other = owner[to]
      if other and other ~= from then
        fail(where, "rename." .. from .. ": '" .. to .. "' is already a word of the action '" .. other
          .. "'; give it another word")
      end
    end
  end
  -- bonuses = {KEY = WORDS}: the bonuses the scoring names (g:bonus) as it
  -- applies them, for sim's counts. tells = {KEY = WORDS}: what the rules
  -- did that a table tells every seat (g:tell).
  -- absent = {WORD = WORDS}: a word a player may try that the variant has
  -- no action for (Cambio's knock), and the rule that says why.
  if spec.bonuses ~= nil then words_table(where, "bonuses", spec.bonuses, 32, "keys") end
  if spec.tells ~= nil then words_table(where, "tells", spec.tells, 32, "keys") end
  if spec.absent ~= nil then words_table(where, "absent", spec.absent, 16, "words", action_word) end
  if spec.calls ~= nil and (math.type(spec.calls) ~= "integer" or spec.calls < 0 or spec.calls > 1000) then
    fail(where, "'calls' must be the calls a round may have, an integer from 0 to 1000, not " .. tostring(spec.calls))
  end
  if type(spec.phases) == "table" then
    local seen = {}
    for i, ph in ipairs(spec.phases) do
      if seen[ph] then fail(where, "phases: '" .. tostring(ph) .. "' is named twice (items " .. seen[ph] .. " and " .. i .. ")") end
      seen[ph] = i
    end
  end
  local p = spec.players
  if math.type(p[1]) ~= "integer" or math.type(p[2]) ~= "integer" or p[1] < 1 or p[2] > cw.max_seats or p[1] > p[2] then
    fail(where, "'players' must be {min, max} with 1 <= min <= max <= " .. cw.max_seats)
  end
  for _, oname in ipairs(sorted_keys(spec.options or {})) do
    check_option(spec.name, oname, spec.options[oname], spec.options)
  end
  for _, verb in ipairs(sorted_keys(spec.actions)) do
    local a = spec.actions[verb]
    if type(verb) ~= "string" then
      fail(where, "actions: keys must be the actions' names (strings), not a " .. type(verb))
    end
    local aw = where .. " action '" .. tostring(verb) .. "'"
    if type(a) ~= "table" then fail(aw, "expected a table {args = '...', apply = function(g, seat, ...) end}") end
    for k in pairs(a) do
      if not action_keys[k] then fail(aw, "unknown field '" .. tostring(k) .. "'" .. suggest(tostring(k), action_keys)) end
    end
    if type(a.apply) ~= "function" then fail(aw, "needs an apply function") end
    if a.doc ~= nil and type(a.doc) ~= "string" then
      fail(aw, "'doc' must be a one-line string (shown by 'cardwright rules'), not a " .. type(a.doc))
    end
    if a.args ~= nil and type(a.args) ~= "string" then
      fail(aw, "'args' must be a string of argument letters (as in \"s\" or \"tt\"), not a " .. type(a.args))
    end
    if a.accepts ~= nil and type(a.accepts) ~= "function" then fail(aw, "'accepts' must be a function(g, seat, ...)") end
    if a.words ~= nil then
      if type(a.words) ~= "table" then fail(aw, "'words' must be a list of strings") end
      for _, w in ipairs(a.words) do
        if type(w) ~= "string" then fail(aw, "'words' must be a list of strings") end
      end
    end
    if a.unordered ~= nil and type(a.unordered) ~= "boolean" and type(a.unordered) ~= "function" then
      fail(aw, "'unordered' must be a boolean or a function(opt)")
    end
    if a.role ~= nil and not roles[a.role] then
      fail(aw, "'role' must be a role such as \"call\" (one of " .. table.concat(sorted_keys(roles), ", ") .. ")"
        .. suggest(tostring(a.role), roles))
    end
    if a.past ~= nil and (type(a.past) ~= "string" or not a.past:match("^[%a][%a ]*$") or #a.past > 23) then
      fail(aw, "'past' must be the verb's past tense in letters (at most 23), as in \"knocked\"")
    end
    -- needs = { OPTION = VALUE or {VALUES} }: the options under which the
    -- action can be offered at all (`rules` leaves it out where no choice
    -- of the variant allows it)
    if a.needs ~= nil then
      local shape = "'needs' must map option names to a value or a list of values, as in { draw_mode = \"rummy\" }"
      if type(a.needs) ~= "table" then fail(aw, shape) end
      for _, oname in ipairs(sorted_keys(a.needs)) do
        if type(oname) ~= "string" then fail(aw, shape) end
        if type((spec.options or {})[oname]) ~= "table" then
          fail(aw, "'needs' names no option of the variant: '" .. oname .. "'" .. suggest(oname, spec.options or {}))
        end
        local want = a.needs[oname]
        local list = type(want) == "table" and want or { want }
        if #list == 0 then fail(aw, shape) end
        for _, x in pairs(list) do
          if type(x) ~= "string" and math.type(x) ~= "integer" then fail(aw, shape) end
        end
      end
    end
  end
  -- An option's names of others, checked once the actions are: `unsets`,
  -- another option this one unsets when given (the two are never given
  -- together); `changed_by`, the action that changes it during a game by
  -- the table's agreement (`rule NAME=VALUE` types it then): an action any
  -- seat may take, of one argument, the value.
  local function named(x) return type(x) == "string" and ("'" .. x .. "'") or ("a " .. type(x)) end
  for _, oname in ipairs(sorted_keys(spec.options or {})) do
    local o, ow = spec.options[oname], "variant '" .. spec.name .. "' option '" .. oname .. "'"
    local other, by = o.unsets, o.changed_by
    if other ~= nil and (type(other) ~= "string" or other == oname or type(spec.options[other]) ~= "table") then
      fail(ow, "'unsets' must name another of its options, not " .. named(other))
    end
    -- `needs`, another option without which this one does nothing: set
    -- (not off), it needs that one set too
    local need = o.needs
    if need ~= nil and (type(need) ~= "string" or need == oname or type(spec.options[need]) ~= "table") then
      fail(ow, "'needs' must name another of its options, not " .. named(need))
    end
    if need ~= nil and not cw.option_allows(spec.options[need], "off") and spec.options[need].default ~= "off" then
      fail(ow, "'needs' names option '" .. need .. "', which cannot be off: this one would always have it")
    end
    local a = type(by) == "string" and spec.actions[by] or nil
    if by ~= nil and (not a or not a.any_seat or (a.args ~= "n" and a.args ~= "w")) then
      fail(ow, "'changed_by' must name an action with any_seat = true and one argument, a number (n) or a word (w): "
        .. "the value; not " .. named(by))
    end
    -- an any_seat action is legal only where its accepts says so
    if by ~= nil and type(a.accepts) ~= "function" then
      fail(ow, "'changed_by' action '" .. by .. "' needs an accepts function: without one no seat may take it")
    end
    -- an action's number argument is 0 to 255 (NOTATION `n`): every value
    -- the option allows must be typable as that action
    if by ~= nil and a.args == "n" and (not o.int or (o.min or -1) < 0 or (o.max or 256) > 255) then
      fail(ow, "'changed_by' action '" .. by .. "' takes a number from 0 to 255: the option must be an integer "
        .. "with min and max within it")
    end
  end
  -- (more than 32 phases are the runtime's error, said first)
  if type(spec.legal) == "table" and not (type(spec.phases) == "table" and #spec.phases > 32) then
    -- one function per phase: a key that names none (a typo, `darw`)
    -- would be a function never asked
    local phases, known = spec.phases or { "play" }, {}
    for _, p in ipairs(type(phases) == "table" and phases or {}) do known[p] = true end
    for _, phase in ipairs(sorted_keys(spec.legal)) do
      if type(phase) ~= "string" then
        fail(where, "legal: its keys are the names of phases, not "
          .. (type(phase) == "number" and ("the number " .. tostring(phase)) or ("a " .. type(phase))))
      end
      if not known[phase] then
        fail(where, "legal." .. phase .. ": no such phase, expected one of "
          .. table.concat(type(phases) == "table" and phases or {}, ", ") .. suggest(phase, known))
      end
      if type(spec.legal[phase]) ~= "function" then fail(where, "legal." .. phase .. " must be a function") end
    end
  end
  for _, t in ipairs({ "vars", "seat_vars" }) do
    for k, v in pairs(spec[t] or {}) do
      if type(k) ~= "string" or math.type(v) ~= "integer" then
        fail(where, t .. " must map names to integer start values ('" .. tostring(k) .. "')")
      end
      -- a variable is 32 bits, as g.v.NAME = value checks
      if v < -2147483648 or v > 2147483647 then
        fail(where, t .. " " .. string.format("%q", k:sub(1, 40)) .. ": start value " .. v
          .. " out of range (expected a 32-bit integer, -2147483648 to 2147483647)")
      end
    end
  end
end

local function copy(t)
  local c = {}
  for k, v in pairs(t) do c[k] = v end
  return c
end

-- A plain deep copy of a script's value: raw fields only (no metamethod
-- of the script runs), read-only proxies read through to their data,
-- shared and cyclic tables copied once.
local function deep_copy(v, seen)
  if type(v) ~= "table" then return v end
  v = private[v] or v
  if seen[v] then return seen[v] end
  local c = {}
  seen[v] = c
  for k, x in rawpairs(v) do c[k] = deep_copy(x, seen) end
  return c
end

local function refuse(p, k)
  error("a variant is read-only after variant{...} (field '" .. tostring(k) .. "'): "
        .. "change a copy and pass it to variant{...} or extend{...}", 2)
end

local function proxy_pairs(p)
  local f, s = rawpairs(private[p])
  return function(_, k)
    local k2, v = f(s, k)
    if type(v) == "table" then v = proxies[v] end
    return k2, v
  end, p, nil
end

local function proxy_len(p) return #private[p] end

-- The read-only object over plain table t. Its __index is a table (a
-- lookup in the VM, no call): t's fields, with every table among them
-- replaced by its own read-only object. t never changes, so the view is
-- made once.
local function proxy_of(t, methods)
  local p = proxies[t]
  if p then return p end
  local view = {}
  p = setmetatable({}, { __index = view, __newindex = refuse, __pairs = proxy_pairs, __len = proxy_len,
                         __name = methods and "variant" or nil, __metatable = false })
  private[p], proxies[t] = t, p
  for k, v in rawpairs(t) do
    if type(v) == "table" then v = proxy_of(v) end
    rawset(view, k, v)
  end
  if methods then setmetatable(view, { __index = methods }) end
  return p
end

-- variant{...}: validates a private copy of the fields and returns a
-- read-only variant object over it.
function variant(spec)
  if type(spec) ~= "table" then fail("variant", "expected a table of fields, got " .. type(spec)) end
  local plain = deep_copy(spec, {})
  validate(plain)
  local v = proxy_of(plain, Variant)
  variants[v] = plain
  return v
end

-- base:extend{...}: a new variant with the base's fields, the given ones
-- replacing them; `options` are merged field by field, so a house rule can
-- change only a default.
local keeps_overrides = {
  name = true, title = true, summary = true, doc = true, options = true, players = true,
  simulate = true, check_options = true, wins = true, max_actions = true, stats = true, explain = true,
  card_value = true,           -- a kit's score reads the card values of the variant in play
  kit = true,                  -- the kit's steps run the kit of the variant in play
  chips = true, memory_aid = true, rename = true, bonuses = true, tells = true,
  absent = true, calls = true,  -- what check counts: not the turn
}

-- The fields of the game's shape that a kit reading the variant in play
-- (kit_reads_shape) follows: an extension that changes only them keeps
-- the base's overrides.
local shape_keys = { layout = true, deck = true }

-- The hook points an override may replace: an extension's own hook at one
-- of them replaces the base's override there, and only there.
local hook_points = { setup = true, score = true, match_over = true, layout_score = true, legal = true, actions = true }

local function without(base, own)
  return function(...)
    local o = base(...)
    if o == nil then return nil end
    local out = {}
    for k, x in pairs(o) do
      if (k == "legal" and type(own.legal) == "table") or k == "actions" then
        local kept = {}
        for name, f in pairs(x) do
          if not (own[k] and own[k][name]) then kept[name] = f end
        end
        out[k] = kept
      elseif not own[k] then
        out[k] = x
      end
    end
    return out
  end
end

-- An option a preset does not offer: it keeps its default, allows no
-- other value, and is not listed (option.hidden).
local function hidden_copy(o)
  local h = copy(o)
  h.hidden, h.choices, h.int, h.min, h.max = true, { h.default }, nil, nil, nil
  return h
end

function Variant:extend(over)
  if type(over) ~= "table" then fail("extend", "expected a table of fields") end
  self = variants[self]
  if not self then fail("extend", "call it on a variant: base:extend{...}") end
  over = deep_copy(over, {})
  local spec = {}
  for k, v in pairs(self) do spec[k] = v end
  for k, v in pairs(over) do
    if k == "options" then
      local opts = {}
      for oname, o in pairs(self.options or {}) do opts[oname] = copy(o) end
      for oname, o in pairs(v) do
        if o == false and opts[oname] then
          -- a preset that does not offer the option: it keeps the base's
          -- default, cannot be changed, and is not listed
          opts[oname] = hidden_copy(opts[oname])
        else
          if o == false then   -- `false` hides a base's option: this name is none of them
            fail("extend", "option '" .. tostring(oname) .. "' = false: the base has no such option to leave out"
              .. suggest(tostring(oname), opts))
          end
          if type(o) ~= "table" then fail("extend", "option '" .. tostring(oname) .. "' must be a table, or false for an option the variant does not offer") end
          local merged = opts[oname] or {}
          for f, fv in pairs(o) do merged[f] = fv end
          opts[oname] = merged
        end
      end
      -- option.unsets: two options that end the same thing another way
      -- are never both in force, so one extension does not give both a
      -- default (G-9: holes = 3 and target = 500 would leave one unread)
      for _, oname in ipairs(sorted_keys(v)) do
        local o, other = v[oname], opts[oname] and opts[oname].unsets
        local ot = type(other) == "string" and v[other] or nil
        if type(o) == "table" and type(ot) == "table" and oname < other and
           o.default ~= nil and o.default ~= "off" and ot.default ~= nil and ot.default ~= "off" then
          fail("extend", "options '" .. oname .. "' and '" .. other .. "' both get a default (" .. tostring(o.default)
            .. " and " .. tostring(ot.default) .. "), but setting one unsets the other: give one of them a default")
        end
      end
      -- an option that needs one this preset leaves off (option.needs)
      -- is not offered either
      for _, oname in ipairs(sorted_keys(opts)) do
        local o = opts[oname]
        local n = type(o) == "table" and type(o.needs) == "string" and opts[o.needs] or nil
        if type(n) == "table" and n.hidden and n.default == "off" and not o.hidden then opts[oname] = hidden_copy(o) end
      end
      spec.options = opts
    elseif k == "actions" or k == "vars" or k == "seat_vars" or k == "bonuses" or k == "tells" or k == "absent" or k == "secrets" or (k == "legal" and type(v) == "table" and type(self.legal) == "table") then
      if type(v) ~= "table" then fail("extend", "'" .. k .. "' must be a table, not a " .. type(v)) end
      local merged = copy(self[k] or {})
      for ak, av in pairs(v) do merged[ak] = av end
      spec[k] = merged
    else
      spec[k] = v
    end
  end
  spec.extends = nil
  -- A base's action renamed here keeps no base's `past`: "you knocked"
  -- would be told of a `rap`. The table then says "called rap" (a call)
  -- or the new word; an action the extension gives anew keeps its own.
  if type(over.rename) == "table" and type(spec.actions) == "table" then
    local own = type(over.actions) == "table" and over.actions or {}
    for from in pairs(over.rename) do
      local a = spec.actions[from]
      if type(a) == "table" and a.past ~= nil and own[from] == nil then
        if spec.actions == self.actions then spec.actions = copy(self.actions) end
        local renamed = copy(a)
        renamed.past = nil
        spec.actions[from] = renamed
      end
    end
  end
  -- An extension's check_options adds its refusals to the base's: the
  -- base's (the conflicts of its options' patches among them) still hold.
  if type(over.check_options) == "function" and type(self.check_options) == "function" then
    local own, base_check = over.check_options, self.check_options
    spec.check_options = function(opt, nseats, in_play)
      local why = own(opt, nseats, in_play)
      if why ~= nil then return why end
      return base_check(opt, nseats, in_play)
    end
  end
  -- A base's overrides replace the base's own hooks for some options. An
  -- extension's own hook replaces only its hook point; one that changes
  -- the shape of the game (layout, deck, phases, ...) inherits none, but
  -- for the layout and the deck when the base's kit reads them from the
  -- variant in play.
  if over.overrides == nil and spec.overrides ~= nil then
    local own, drop = {}, false
    for k in pairs(over) do
      if hook_points[k] then own[k] = over[k]
      elseif not keeps_overrides[k] and not (self.kit_reads_shape and shape_keys[k]) then drop = true end
    end
    if drop then spec.overrides = nil
    elseif next(own) then spec.overrides = without(spec.overrides, own) end
  end
  return variant(spec)
end

-- Whether v is a variant object: v itself (read-only), or nil for
-- anything that variant{...} did not make.
function cw.is_variant(v)
  if variants[v] then return v end
  return nil
end

cw.sorted_keys = sorted_keys

-- The host's view of a variant: its private, validated table (nil for
-- anything that variant{...} did not make). It is this chunk's value,
-- which the host keeps; no script reaches it, so nothing a script does
-- after validation changes what the host reads.
return function(v) return variants[v] end
