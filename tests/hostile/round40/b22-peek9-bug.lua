local base = require "hr05-golf4-peek9"
return base:extend {
  name = "b22-peek9-bug",
  kit = function(opt, n, v)
    local k = base.kit(opt, n, v)
    k.hooks = k.hooks or {}
    k.hooks.after_action = function(g, seat)
      if seat == 2 and g:turns(seat) >= 2 then error("buggy house rule") end
    end
    return k
  end,
}
