-- Options as patches (DESIGN principle 9). An option may declare, next to
-- its doc, `patch = function(value, kit, nseats)`: what its value does to
-- the parameters of the variant's turn kit (see `kit` in docs/reference.md).
-- A family builds its kit from its own roles and then runs the patches;
-- it never asks which options a child variant has.

local patch = {}

-- Runs the patch of every option in `options` (declarations) over `kit`
-- with the values in `opt`, in the order of the option names. Returns the
-- kit, or nil and a message naming two options whose patches both change
-- one field of the kit.
function patch.apply(options, opt, kit, nseats)
  local owner = {}
  for _, name in ipairs(cw.sorted_keys(options)) do
    local p = options[name].patch
    if p then
      local before = {}
      for key, x in pairs(kit) do before[key] = x end
      p(opt[name], kit, nseats)
      for key, x in pairs(kit) do
        if before[key] ~= x then
          if owner[key] then
            return nil, "options '" .. owner[key] .. "' and '" .. name .. "' both set the turn's " .. key
          end
          owner[key] = name
        end
      end
    end
  end
  return kit
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
