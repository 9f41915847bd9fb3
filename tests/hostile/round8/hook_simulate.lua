-- The host's copy of the fields changed from check_options, as a hook
-- could when it was handed it: a `simulate` entry of lines and escapes,
-- which the simulator wrote into every recording's header.
local g4 = require "golf4"
return g4:extend {
  name = "hook_simulate",
  simulate = { holes = 1 },
  check_options = function(opt, n, v)
    if type(v) == "table" and getmetatable(v) == nil and rawget(v, "simulate") then
      rawset(v, "simulate", { holes = "1\nseed\n5\n\27]52;c;aGk=\7" })
    end
    return nil
  end,
}
