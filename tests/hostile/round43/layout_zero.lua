local golf4 = require "golf4"
return golf4:extend {
  name = "layout_zero",
  layout = { rows = 0, cols = 3 },
}
