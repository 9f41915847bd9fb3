-- Options as patches (DESIGN principle 9). An option may declare, next to
-- its doc, `patch = function(value, kit, nseats)`: what its value does to
-- the variant's turn kit (see `kit` in docs/reference.md). It sets kit
-- parameters, and/or returns the hooks that must play some hook points
-- for this value in place of the kit's steps, as { [POINT] = function }
-- where POINT is "setup", "score", "layout_score", "match_over",
-- "legal.PHASE" or "actions.VERB", and `true` for a function names the
-- variant's own hook at that point (the rules text that plays the option).
-- A family builds its kit from its own roles and then runs the patches; it
-- never asks which options a child has.

local patch = {}

-- The kit's values by path ("flips", "deal.slots", "roles.swap"): a patch
-- may change a field inside a nested table in place, and two options that
-- change one such field conflict as much as two that set one top-level
-- field. A table met again below itself (a cycle) is not entered twice.
local function paths(t, prefix, out, open)
  open[t] = true
  for key, x in pairs(t) do
    local path = prefix .. tostring(key)
    if type(x) == "table" and not open[x] then
      out[path] = "table"
      paths(x, path .. ".", out, open)
    else
      out[path] = x
    end
  end
  open[t] = nil
  return out
end

-- Whether two values differ (NaN, never equal to itself, is the same NaN).
local function differ(a, b)
  return a ~= b and (a == a or b == b)
end

-- Runs the patch of every option in `options` (declarations) over `kit`
-- with the values in `opt`, in the order of the option names. Returns the
-- kit and the hooks the patches gave (point -> function), or nil and a
-- message naming two options whose patches change one field of the kit
-- (at any depth) or put different hooks at one point.
function patch.apply(options, opt, kit, nseats)
  local owner, hooks, hook_owner = {}, {}, {}
  local before = paths(kit, "", {}, {})     -- the kit as the next patch finds it
  for _, name in ipairs(cw.sorted_keys(options)) do
    local p = options[name].patch
    if p then
      local given = p(opt[name], kit, nseats)
      local after = paths(kit, "", {}, {})
      local changed = {}
      for path, x in pairs(after) do if differ(before[path], x) then changed[path] = true end end
      for path, x in pairs(before) do if differ(after[path], x) then changed[path] = true end end
      for _, path in ipairs(cw.sorted_keys(changed)) do
        if owner[path] and owner[path] ~= name then
          return nil, "options '" .. owner[path] .. "' and '" .. name .. "' both set the turn's " .. path
        end
        owner[path] = name
      end
      before = after
      if given and type(given) ~= "table" then
        return nil, "option '" .. name .. "': its patch returned a " .. type(given)
          .. ", expected nil or a table {[POINT] = function or true}"
      end
      for _, point in ipairs(cw.sorted_keys(given or {})) do
        local f = given[point]
        if hooks[point] and hooks[point] ~= f then
          return nil, "options '" .. hook_owner[point] .. "' and '" .. name .. "' both replace the hook " .. point
        end
        hooks[point], hook_owner[point] = f, name
      end
    end
  end
  return kit, hooks
end

-- The overrides(opt, nseats, variant) of a variant whose hook points in
-- `steps` (point -> kit step) are played by the kit, except where an
-- option's patch gives its own hook.
function patch.overrides(kit_of, steps)
  return function(opt, nseats, in_play)
    local kit, hooks = kit_of(opt, nseats, in_play)
    if not kit then return nil end                -- check_options has refused the options
    local o = { legal = {}, actions = {} }
    local function put(point, f)
      local group, name = point:match("^(%a+)%.(.+)$")
      if group then o[group][name] = f else o[point] = f end
    end
    local function own(point)
      local group, name = point:match("^(%a+)%.(.+)$")
      if group == "actions" then return in_play.actions[name].apply end
      if group then return in_play[group][name] end
      return in_play[point]
    end
    for point, step in pairs(steps) do
      local f = hooks[point] or step
      put(point, f == true and own(point) or f)
    end
    for point, f in pairs(hooks) do
      if not steps[point] then put(point, f == true and own(point) or f) end
    end
    return o
  end
end

-- A check_options(opt, nseats, variant) that refuses options whose patches
-- conflict, after the variant's own check (own may be nil).
function patch.checker(kit_of, own)
  return function(opt, nseats, in_play)
    if own then
      local why = own(opt, nseats, in_play)
      if why then return why end
    end
    local kit, why = kit_of(opt, nseats, in_play)
    if kit == nil then return why end          -- on success the second answer is the hooks
    return nil
  end
end

return patch
