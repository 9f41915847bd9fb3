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

-- Runs the patch of every option in `options` (declarations) over `kit`
-- with the values in `opt`, in the order of the option names. Returns the
-- kit and the hooks the patches gave (point -> function), or nil and a
-- message naming two options whose patches change one field of the kit or
-- put different hooks at one point.
function patch.apply(options, opt, kit, nseats)
  local owner, hooks, hook_owner = {}, {}, {}
  for _, name in ipairs(cw.sorted_keys(options)) do
    local p = options[name].patch
    if p then
      local before = {}
      for key, x in pairs(kit) do before[key] = x end
      local given = p(opt[name], kit, nseats)
      for key, x in pairs(kit) do
        if before[key] ~= x then
          if owner[key] then
            return nil, "options '" .. owner[key] .. "' and '" .. name .. "' both set the turn's " .. key
          end
          owner[key] = name
        end
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
    local _, why = kit_of(opt, nseats, in_play)
    return why
  end
end

return patch
