-- A house rule that calls math.random, as Lua elsewhere allows: the
-- sandbox leaves it out (a replay could not repeat it); the error says
-- what to use.
return require("golf4"):extend {
  name = "math_random",
  setup = function(g)
    local n = math.random(3)
    g:deal_layouts(4)
  end,
}
