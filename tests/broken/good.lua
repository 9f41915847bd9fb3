-- No planted bug: a house rule of golf4 (queens score 12). `check` must
-- pass it.
local golf4 = require "golf4"
return golf4:extend {
  name = "good",
  title = "4-card Golf, queens 12",
  options = { queen = { default = 12 } },
}
