local golf4 = require "golf4"
return golf4:extend {
  name = "01-deadline-wallclock",
  options = { k = { default = 100, int = true, min = 0, max = 1000000, doc = "comparisons" },
              m = { default = "eq", choices = { "eq", "upper", "utf8", "rev", "lt" }, doc = "what" } },
  setup = function(g)
    local a = "x"
    while #a < 8 * (1 << 20) do a = a .. a end
    local a1, a2 = a .. "y", a .. "y"
    local m = g.opt.m
    for i = 1, g.opt.k do
      if m == "eq" then local e = (a1 == a2)
      elseif m == "lt" then local e = (a1 < a2)
      elseif m == "upper" then local e = a1:upper()
      elseif m == "utf8" then local e = utf8.len(a1)
      else local e = a1:reverse() end
    end
    return golf4.setup(g)
  end,
}
