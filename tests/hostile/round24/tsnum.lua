local golf4 = require "golf4"
return golf4:extend { name = "tsnum",
  layout_score = function(g, seat)
    local n = tonumber(tostring({}):match("#(%d+)"))
    local f = tonumber(tostring(function() end):match("#(%d+)"))
    return golf4.layout_score(g, seat) + (n % 5) + (f % 3)
  end }
