-- a word with '#' would be written into a recording, where '#' starts a comment
local golf4 = require "golf4"
return golf4:extend {
  name = "word_hash",
  actions = {
    hum = { args = "w", words = { "la#la" }, doc = "hum a tune", apply = function(g, seat, w) end },
  },
}
